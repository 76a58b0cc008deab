import type { ExtensionDefinition, TesseraHost } from '@tessera/sdk';
import {
  applyInterruptors,
  fetchInstanceMeta,
  followStreamCatchUp,
  onComponentLoad,
  seedInstanceMeta,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { AccountManager } from './accounts/account-manager';
import { createKernelAccounts } from './accounts/kernel-accounts';
import { createViewer } from './accounts/viewer';
import { KernelApiClient } from './api/api-client';
import { createApiWithDialog } from './api/api-with-dialog';
import { describeApiError } from './api/describe-error';
import { type EarlyCalls, type RecordedCall, startAddress } from './api/early-calls';
import { markBoot } from './boot-marks';
import { createClientEvents } from './events';
import { ExtensionHost, type RefusedExtension } from './extensions/extension-host';
import { listenForHotkeys } from './hotkeys';
import { createKernelI18n, type KernelLocale } from './i18n/kernel-i18n';
import type { ModalStack } from './modals/modal-stack';
import { createPageLayers } from './modals/page-layers';
import type { ToastStore } from './modals/toast-store';
import { createHostPreferences } from './preferences/host-preferences';
import { lazyBackups } from './preferences/lazy-backups';
import { lazyPreferenceSync } from './preferences/lazy-preference-sync';
import { openPagePreferences } from './preferences/page-preferences';
import type { PreferenceStore } from './preferences/preference-store';
import type { PreferenceSync } from './preferences/preference-sync';
import { createRegistries, type Registries } from './registries/registries';
import { createMainRouter } from './router/main-router';
import { preloadPagesFor } from './router/preload-pages';
import type { Router } from './router/router';
import { FirstView } from './settle/first-view';
import { preloadLayersWhenSettled } from './settle/preload-layers';
import { createLazySound } from './sound/lazy-sound';
import { createKernelStream } from './stream/kernel-stream';
import { dispatchStreamHandlers } from './stream/stream-handlers';
import { ThemeManager } from './theme/theme-manager';
import type { WindowStore } from './windows/window-store';

export interface KernelOptions {
  definitions: readonly ExtensionDefinition[];
  win?: Window;
  /** The client version, recorded in preference profiles. */
  version?: string;
  /** The language and its strings (from the build's locale files); en-US is the fallback. */
  locale?: KernelLocale;
  onExtensionError?(extensionId: string, error: unknown): void;
  /** The server's metadata when the shell is already asking for it: the kernel's and extensions' first hour of it. */
  instanceMeta?: Promise<entities.MetaDetailed>;
  /** What the page asked for as it started, as the last start of this address did (boot-requests.ts). */
  earlyCalls?: EarlyCalls | null;
  /** Where each run-time extension among `definitions` came from, by id (runtimeExtensions). */
  sources?: ReadonlyMap<string, string>;
  /** Run-time extensions the server refused, listed in Settings > Extensions with why. */
  refused?: readonly RefusedExtension[];
}

/** The running kernel: the host extensions see, plus what the shell needs to draw it. */
export interface Kernel {
  host: TesseraHost;
  registries: Registries;
  /** Syncing preferences through the registry, loaded on first use. */
  preferenceSync: () => Promise<PreferenceSync>;
  themes: ThemeManager;
  extensions: ExtensionHost;
  accounts: AccountManager;
  modalStack: ModalStack;
  toasts: ToastStore;
  /** When the first page has shown its content; the app marks its first render. */
  firstView: FirstView;
  windows: WindowStore;
  preferences: PreferenceStore;
  /** The main view's router; exists once `start` has run. */
  router(): Router;
  /** Starts the account's check, activates the extensions, then resolves the address. */
  start(): Promise<void>;
}

/**
 * Assembles the kernel's parts into the host the SDK describes: it makes the parts (each in its
 * own file, with the policy it carries), joins them into the host, and starts them.
 */
export function createKernel(options: KernelOptions): Kernel {
  const win = options.win ?? window;
  const registries = createRegistries();
  const i18n = createKernelI18n(options.locale, registries.point('locale'));
  // The extensions start, and the first page's code and data go, while the strings are on their way.
  const firstTable = options.locale?.firstTable ? i18n.awaitFirstTable(options.locale.firstTable) : null;
  const events = createClientEvents();
  const { modalStack, toasts, windows, modals } = createPageLayers({ win, i18n, events });

  const firstView = new FirstView(win);
  onComponentLoad((load) => firstView.track(load));
  const whenSettled = (task: () => void) => firstView.whenSettled(task);
  let accounts: AccountManager;
  const token = () => accounts.current.get()?.token ?? null;
  const api = new KernelApiClient({
    origin: '',
    token,
    onCall: (call) => firstView.track(call),
    early: options.earlyCalls,
  });
  accounts = createKernelAccounts({ win, api, modals, i18n });
  const signedIn = () => accounts.current.get() !== null;

  const preferences = openPagePreferences(win, accounts.current.get(), options.version);
  const preferenceSync = lazyPreferenceSync({ preferences, api, modals, i18n });
  const backups = lazyBackups(preferences, api, win.localStorage);
  const reload = () => win.location.reload();
  const themes = new ThemeManager(preferences, registries.point('theme'), win);
  const sound = createLazySound(preferences, win, registries.point('sound'));
  // The metadata the page asked for as it started serves every caller in its first hour.
  if (options.instanceMeta) seedInstanceMeta(api, options.instanceMeta);
  const viewer = createViewer(accounts.current, () => fetchInstanceMeta(api));
  const getStream = createKernelStream({ win, token, preferences, modals, i18n, whenSettled });
  let router: Router | null = null;
  const getRouter = () => {
    if (!router) throw new Error('the router starts after the extensions: use it from a handler or a component');
    return router;
  };

  // Contributed main-channel handlers get their events while an account is signed in.
  dispatchStreamHandlers({
    handlers: registries.point('streamHandler'),
    stream: () => getStream(),
    signedIn,
    accountChanges: (listener) => accounts.current.subscribe(listener),
  });
  // Contributed single-key shortcuts run their commands, loading the extension's code if needed.
  // The listener is there from the start: a person presses 'n' as soon as the page shows.
  listenForHotkeys({
    window: win,
    hotkeys: () => registries.point('hotkey').get(),
    signedIn,
    run: (command) => void registries.commands.execute(command).catch(() => {}),
  });

  const extensions = new ExtensionHost({
    definitions: options.definitions,
    sources: options.sources,
    refused: options.refused,
    registries,
    host: () => host,
    storage: win.localStorage,
    declarePreferences: (id, declared) => preferences.declare(id, declared),
    onFailure: (id, error) => options.onExtensionError?.(id, error),
    loadLaterStrings: i18n.loadLaterStrings,
  });
  const loadLaterRoutes = () => extensions.loadAllContributions();

  const host: TesseraHost = {
    api,
    ...createApiWithDialog({ api, modals, i18n, navigator: win.navigator }),
    describeError: (error, describeOptions) => describeApiError(error, i18n, describeOptions?.customErrors),
    whenSettled,
    loadAllContributions: (slot) => extensions.loadAllContributions(slot),
    interrupt: async (kind, value) => applyInterruptors(registries.point('interruptor').get(), kind, value),
    get stream() {
      return getStream();
    },
    get router() {
      return getRouter();
    },
    accounts,
    modals,
    i18n,
    preferences: createHostPreferences({ preferences, storage: win.localStorage, backups, preferenceSync, reload }),
    sound,
    theme: { current: () => themes.current(), preview: (theme) => themes.preview(theme) },
    commands: registries.commands,
    extensions,
    viewer,
    events,
    services: registries.services,
    contributions: (point) => {
      // A point asked for is about to render: the mains that wait for it load.
      extensions.pointRendered(point);
      return registries.point(point);
    },
  };

  return {
    host,
    registries,
    preferenceSync,
    themes,
    extensions,
    accounts,
    modalStack,
    firstView,
    toasts,
    windows,
    preferences,
    router: getRouter,
    async start() {
      const address = startAddress(win.location);
      // The account check and the first page's code load while the extensions start.
      const booting = accounts.boot(new URL(win.location.href));
      if (booting.cleaned !== null) win.history.replaceState(win.history.state, '', booting.cleaned);
      await extensions.start();
      markBoot('extensions');
      // What the first page's prefetch asks for, the next start of this address asks for at once.
      let calls: RecordedCall[] = [];
      const pages = preloadPagesFor(registries, win, signedIn(), host, loadLaterRoutes, (prefetch) => {
        calls = api.recordCalls(prefetch);
      });
      markBoot('prefetched');
      // The account as it was stored serves the first page, as in Misskey's client: its check
      // (`i`) left with the page's first requests and updates it when it answers, so the first
      // render does not wait on the server's costliest answer. Only an account never read yet
      // (stored with no details) waits for it.
      if (!accounts.current.get()?.info) await booting.checked;
      themes.start();
      // The account (its unread flags, its notification count) is read again after every
      // connection, at the catch-up delays: what came while the stream was down or connecting
      // reached no channel, and the extensions that load on an account flag learn of it here.
      followStreamCatchUp(getStream(), () => void accounts.refresh().catch(() => {}));
      // The session's upkeep follows the stream, which connects once the first view has settled:
      // its code comes then too.
      whenSettled(() => {
        import('./preferences/account-upkeep').then(
          ({ startAccountUpkeep }) =>
            startAccountUpkeep({
              accounts,
              stream: getStream,
              preferenceSync,
              backups,
              preferences,
              modals,
              i18n,
              whenSettled,
              win,
            }),
          () => {},
        );
      });
      preloadLayersWhenSettled(whenSettled);
      // The first page renders with its code at hand: no loading view, no Suspense reveal delay.
      await pages;
      markBoot('pages');
      whenSettled(() => {
        import('./api/early-record').then(
          ({ rememberStart }) => rememberStart(win, address, accounts.current.get(), calls),
          () => {},
        );
      });
      await firstTable;
      markBoot('strings');
      router = createMainRouter({ registries, win, signedIn, viewer, host, loadLaterRoutes });
    },
  };
}
