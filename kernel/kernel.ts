import type {
  ApiWithDialogOptions,
  EndpointName,
  EndpointParams,
  EndpointResult,
  ExtensionDefinition,
  Readable,
  SoundHandle,
  TesseraHost,
  Viewer,
} from '@tessera/sdk';
import {
  applyInterruptors,
  CORE_PREFERENCES,
  fetchInstanceMeta,
  followStreamCatchUp,
  onComponentLoad,
  preloadComponent,
} from '@tessera/sdk';
import { AccountManager } from './accounts/account-manager';
import { accountNotice } from './accounts/account-notice';
import { AccountStore } from './accounts/account-store';
import type { EarlyAccountCheck } from './accounts/early-account-check';
import { KernelApiClient } from './api/api-client';
import { describeApiError } from './api/describe-error';
import { createClientEvents } from './events';
import { ExtensionHost } from './extensions/extension-host';
import { listenForHotkeys } from './hotkeys';
import { ContributedI18n, type ExtensionStringsSource } from './i18n/contributed-i18n';
import { DEFAULT_LOCALE, type StringTable } from './i18n/i18n';
import { preloadModalHost } from './modals/ModalLayers';
import { createModalService, preloadModalCode } from './modals/modal-service';
import { ModalStack } from './modals/modal-stack';
import { ToastStore } from './modals/toast-store';
import { AUTO_BACKUP_INTERVAL_MS, BACKUP_MESSAGES, isAutoBackupOn, setAutoBackup } from './preferences/auto-backup';
import type { PreferenceBackups } from './preferences/backups';
import { DEVICE_PREFERENCES_KEY, PREFERENCES_KEY, PreferenceStore } from './preferences/preference-store';
import type { PreferenceSync } from './preferences/preference-sync';
import { createRegistries, type Registries } from './registries/registries';
import { BrowserHistory } from './router/history';
import { compileRoutes, type Resolution, resolve } from './router/resolve';
import { Router } from './router/router';
import { FirstView } from './settle/first-view';
import { DeferredStream } from './stream/deferred-stream';
import { createDisconnectPolicy, type ServerDisconnectedBehavior } from './stream/disconnect-policy';
import { dispatchStreamHandlers } from './stream/stream-handlers';
import { ThemeManager } from './theme/theme-manager';
import { preloadPageWindowCode } from './windows/WindowLayer';
import { WindowStore } from './windows/window-store';

/** How long to wait before loading the connection's code again after it failed to load. */
const STREAM_RETRY_MS = 5_000;

export interface KernelOptions {
  definitions: readonly ExtensionDefinition[];
  win?: Window;
  /** The client version, recorded in preference profiles. */
  version?: string;
  /** The language and its strings (from the build's locale files); en-US is the fallback. */
  locale?: {
    lang: string;
    current: StringTable;
    fallback: StringTable;
    offered?: readonly string[];
    /** Where each extension's strings beyond the first view's come from; without it, all are given here. */
    extensionStrings?: ExtensionStringsSource;
  };
  onExtensionError?(extensionId: string, error: unknown): void;
  /** The server's metadata when the shell is already asking for it (a visitor's policies come from it). */
  instanceMeta?: Promise<{ policies?: Viewer['policies'] }>;
  /** The account check the shell started with the page (EarlyAccountCheck), taken for the kernel's own. */
  accountCheck?: EarlyAccountCheck | null;
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
  /** Checks the account, activates the extensions, then resolves the address. */
  start(): Promise<void>;
}

/** Assembles the kernel's parts into the host the SDK describes. */
export function createKernel(options: KernelOptions): Kernel {
  const win = options.win ?? window;
  const registries = createRegistries();
  const locale = options.locale ?? { lang: DEFAULT_LOCALE, current: {}, fallback: {} };
  const i18n = new ContributedI18n(
    locale.lang,
    { current: locale.current, fallback: locale.fallback },
    registries.point('locale'),
    locale.offered,
    locale.extensionStrings,
  );
  const modalStack = new ModalStack();
  const toasts = new ToastStore();
  const events = createClientEvents();
  const windows = new WindowStore((count) => events.emit('pageWindowOpened', { count }));
  const modals = createModalService({
    stack: modalStack,
    toasts,
    i18n,
    preferDrawers: () => win.matchMedia?.('(max-width: 500px) and (pointer: coarse)').matches ?? false,
    openWindow: (path) => windows.open(path),
  });

  const firstView = new FirstView(win);
  onComponentLoad((load) => firstView.track(load));
  let accounts: AccountManager;
  const api = new KernelApiClient({
    origin: '',
    token: () => accounts.current.get()?.token ?? null,
    onCall: (call) => firstView.track(call),
  });
  accounts = new AccountManager({
    host: win.location.host,
    store: new AccountStore(win.localStorage),
    fetchMe: (token) => options.accountCheck?.take(token) ?? api.call('i', {}, { token }),
    load: (path) => win.location.assign(path),
    reload: () => win.location.reload(),
    // Signing out is rare: its clean-up code loads then.
    clearClientData: () =>
      import('./accounts/sign-out-cleanup').then(({ clearClientData }) =>
        clearClientData({
          storage: win.localStorage,
          indexedDB: win.indexedDB,
          ...(win.navigator.serviceWorker ? { serviceWorker: win.navigator.serviceWorker } : {}),
          unregisterPush: async (endpoint) => {
            await api.call('sw/unregister', { endpoint });
          },
        }),
      ),
    notify: async (problem, error) => {
      await modals.dialog({ type: 'error', ...accountNotice(problem, error, i18n) });
    },
  });

  // Preferences resolve for the account that was active when the page loaded (switching reloads).
  const preferences = new PreferenceStore({
    storage: win.localStorage,
    ctx: { server: win.location.host, account: accounts.current.get()?.id ?? null },
    version: options.version ?? 'dev',
    declarations: CORE_PREFERENCES,
  });
  // Other tabs' changes: the storage event at once, and a check every 5 s (spec 001 section 9).
  win.addEventListener('storage', (event) => {
    if (event.key === PREFERENCES_KEY || event.key === DEVICE_PREFERENCES_KEY) preferences.reload();
  });
  win.setInterval(() => preferences.reload(), 5_000);
  // Syncing preferences through the registry is not needed for the first view: its code loads
  // when something asks (a setting switched, an event from another device, the pull once settled).
  let preferenceSyncLoad: Promise<PreferenceSync> | null = null;
  const preferenceSync = () =>
    (preferenceSyncLoad ??= import('./preferences/preference-sync').then(
      ({ PreferenceSync }) => new PreferenceSync(preferences, api, askWhichToKeep),
    ));
  const askWhichToKeep = async (key: string): Promise<'server' | 'device' | 'cancel'> => {
    const result = await modals.dialog({
      type: 'question',
      title: i18n.t('kernel.prefs.conflict.title'),
      text: i18n.t('kernel.prefs.conflict.text', { key }),
      actions: [
        { text: i18n.t('kernel.prefs.conflict.server'), value: 'server', primary: true },
        { text: i18n.t('kernel.prefs.conflict.device'), value: 'device' },
        { text: i18n.t('kernel.cancel'), value: 'cancel' },
      ],
    });
    return result.canceled ? 'cancel' : (result.result as 'server' | 'device' | 'cancel');
  };

  // Cloud backups load once the first view has settled, or when Settings asks for them first.
  let backupsLoading: Promise<PreferenceBackups> | null = null;
  const loadBackups = () =>
    (backupsLoading ??= import('./preferences/backups').then(
      ({ PreferenceBackups }) => new PreferenceBackups(preferences, api, win.localStorage),
    ));
  const themes = new ThemeManager(preferences, registries.point('theme'), win);

  // The sound player loads with the first sound (a notification, a new note), not with the app.
  let player: Promise<SoundHandle> | null = null;
  const sound: SoundHandle = {
    play(event) {
      player ??= import('./sound/sound-player').then(
        ({ SoundPlayer, browserSoundEnvironment }) =>
          new SoundPlayer(
            preferences,
            browserSoundEnvironment(win),
            (name) =>
              registries
                .point('sound')
                .get()
                .find((e) => e.item.name === name)?.item.url,
          ),
      );
      void player.then((p) => p.play(event));
    },
  };

  const viewer: Readable<Viewer> = (() => {
    let cached: { account: unknown; visitor: unknown; viewer: Viewer } | null = null;
    // A visitor's policies are the base role's, which the server's metadata carries.
    let visitorPolicies: Viewer['policies'] = {};
    let askedForVisitorPolicies = false;
    const visitorListeners = new Set<() => void>();
    return {
      get: () => {
        const account = accounts.current.get();
        if (!account && !askedForVisitorPolicies) {
          askedForVisitorPolicies = true;
          (options.instanceMeta ?? fetchInstanceMeta(api)).then(
            (meta) => {
              visitorPolicies = meta.policies ?? {};
              for (const listener of visitorListeners) listener();
            },
            () => {}, // without the metadata a visitor is offered only what needs no policy
          );
        }
        if (cached?.account !== account || cached.visitor !== visitorPolicies) {
          const info = account?.info;
          cached = {
            account,
            visitor: visitorPolicies,
            viewer: {
              signedIn: account !== null,
              isAdmin: info?.isAdmin ?? false,
              isModerator: info?.isModerator ?? false,
              userId: account?.id ?? null,
              policies: account ? (info?.policies ?? {}) : visitorPolicies,
              pinnedNoteIds: info?.pinnedNoteIds ?? [],
            },
          };
        }
        return cached.viewer;
      },
      subscribe: (listener) => {
        visitorListeners.add(listener);
        const stop = accounts.current.subscribe(listener);
        return () => {
          visitorListeners.delete(listener);
          stop();
        };
      },
    };
  })();

  let stream: DeferredStream | null = null;
  const getStream = () => {
    stream ??= new DeferredStream(async () => {
      const { StreamHub } = await import('./stream/stream-hub');
      return new StreamHub({
        origin: win.location.origin,
        token: accounts.current.get()?.token ?? null,
        document: win.document,
        onDisconnected: createDisconnectPolicy({
          behavior: () => preferences.get('serverDisconnectedBehavior') as ServerDisconnectedBehavior,
          reload: () => win.location.reload(),
          ask: async () => {
            const result = await modals.dialog({
              type: 'warning',
              title: i18n.t('kernel.serverDisconnected.title'),
              text: i18n.t('kernel.serverDisconnected.text'),
              okText: i18n.t('kernel.reload'),
              showCancel: true,
            });
            return !result.canceled;
          },
        }),
      });
    });
    // The connection's code loads once the first view is done (at once when it already is).
    // If that code cannot load (the network is down), it is tried again a little later.
    const created = stream;
    const connect = () => void created.connect().catch(() => win.setTimeout(connect, STREAM_RETRY_MS));
    firstView.whenSettled(connect);
    return stream;
  };

  let router: Router | null = null;
  const getRouter = () => {
    if (!router) throw new Error('the router starts after the extensions: use it from a handler or a component');
    return router;
  };

  const copyToClipboard = async (text: string) => {
    const copied = await win.navigator.clipboard?.writeText(text).then(
      () => true,
      () => false,
    );
    if (copied) modals.toast(i18n.t('kernel.copiedToClipboard'));
  };

  const apiWithDialog = async <E extends EndpointName>(
    endpoint: E,
    params?: EndpointParams<E>,
    dialogOptions: ApiWithDialogOptions = {},
  ): Promise<EndpointResult<E>> => {
    const call = api.call(endpoint, params);
    try {
      const result = await (dialogOptions.waiting === false ? call : modals.waiting(call));
      if (dialogOptions.success !== false) void modals.success();
      return result;
    } catch (error) {
      const shown = describeApiError(error, i18n, dialogOptions.customErrors);
      const copy = shown.copyInfo;
      const answer = await modals.dialog({
        type: 'error',
        title: shown.title,
        text: shown.text,
        ...(copy
          ? {
              actions: [
                { text: i18n.t('kernel.ok'), value: 'ok', primary: true },
                { text: i18n.t('kernel.copyErrorInfo'), value: 'copy' },
              ],
            }
          : {}),
      });
      if (copy && !answer.canceled && answer.result === 'copy') await copyToClipboard(copy);
      throw error;
    }
  };

  // Contributed main-channel handlers get their events while an account is signed in.
  dispatchStreamHandlers({
    handlers: registries.point('streamHandler'),
    stream: () => getStream(),
    signedIn: () => accounts.current.get() !== null,
    accountChanges: (listener) => accounts.current.subscribe(listener),
  });
  // Contributed single-key shortcuts run their commands, loading the extension's code if needed.
  listenForHotkeys({
    window: win,
    hotkeys: () => registries.point('hotkey').get(),
    signedIn: () => accounts.current.get() !== null,
    run: (command) => void registries.commands.execute(command).catch(() => {}),
  });

  const extensions = new ExtensionHost({
    definitions: options.definitions,
    registries,
    host: () => host,
    storage: win.localStorage,
    declarePreferences: (id, declared) => preferences.declare(id, declared),
    onFailure: (id, error) => {
      options.onExtensionError?.(id, error);
    },
    loadLaterStrings: i18n.loadLaterStrings,
  });

  const host: TesseraHost = {
    api,
    apiWithDialog,
    copyToClipboard,
    describeError: (error, describeOptions) => describeApiError(error, i18n, describeOptions?.customErrors),
    whenSettled: (task) => firstView.whenSettled(task),
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
    preferences: {
      profile: {
        name: () => preferences.snapshot().name,
        rename: (name) => preferences.rename(name),
        isAutoBackupOn: () => isAutoBackupOn(win.localStorage),
        setAutoBackup: (on) => setAutoBackup(win.localStorage, preferences, on),
        backupNow: async () => (await loadBackups()).save(),
        listBackups: async () => (await loadBackups()).list(),
        restore: async (name) => {
          await (await loadBackups()).restore(name);
          win.location.reload();
        },
        removeBackup: async (name) => (await loadBackups()).remove(name),
        // Profile files are read and written when Settings asks, so their code loads then.
        exportFile: async () => (await import('./preferences/profile-file')).exportProfile(preferences),
        importFile: async (name, content) => {
          (await import('./preferences/profile-file')).importProfile(preferences, name, content);
          win.location.reload();
        },
      },
      get: (key) => preferences.get(key),
      declaration: (key) => preferences.declaration(key),
      declared: () => preferences.declared(),
      set: (key, value) => preferences.set(key, value),
      readable: (key) => preferences.readable(key),
      isSynced: (key) => preferences.isSynced(key),
      isAccountOverridden: (key) => preferences.isAccountOverridden(key),
      setAccountOverride: (key, own) =>
        own ? preferences.setAccountOverride(key) : preferences.clearAccountOverride(key),
      setSynced: async (key, sync) => {
        const syncing = await preferenceSync();
        if (sync) return syncing.enable(key);
        syncing.disable(key);
        return true;
      },
    },
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
      // The account check and the first page's code load while the extensions start.
      const booting = accounts.boot(new URL(win.location.href));
      await extensions.start();
      const pages = preloadPagesFor(registries, win, accounts.current.get() !== null, host, () =>
        extensions.loadAllContributions(),
      );
      const cleaned = await booting;
      if (cleaned !== null) win.history.replaceState(win.history.state, '', cleaned);
      themes.start();
      // The account (its unread flags, its notification count) is read again after every
      // connection, at the catch-up delays: what came while the stream was down or connecting
      // reached no channel, and the extensions that load on an account flag learn of it here.
      followStreamCatchUp(getStream(), () => void accounts.refresh().catch(() => {}));
      if (accounts.current.get()) {
        const main = getStream().channel('main');
        main.on(
          'registryUpdated',
          (event) => void preferenceSync().then((syncing) => syncing.onRegistryUpdated(event)),
        );
        // The account's name, avatar and flags stay current everywhere when it changes.
        main.on('meUpdated', (me) => accounts.updateInfo(me));
        firstView.whenSettled(
          () =>
            void preferenceSync()
              .then((syncing) => syncing.pullAll())
              .catch(() => {}),
        );
        firstView.whenSettled(() => {
          void loadBackups()
            .then((backups) => backups.migrateLegacy())
            .catch(() => {});
          void import('./preferences/restore-suggestion')
            .then(({ suggestRestore }) =>
              suggestRestore({
                backups: loadBackups(),
                preferences,
                modals,
                i18n,
                account: accounts.current.get(),
                win,
              }),
            )
            .catch(() => {});
        });
        win.setInterval(() => {
          void loadBackups()
            .then((backups) => backups.tick(win.document.visibilityState === 'visible'))
            .then(
              (result) => result === 'switched-off' && modals.toast(BACKUP_MESSAGES.nameRequired),
              () => {},
            );
        }, AUTO_BACKUP_INTERVAL_MS);
      }
      firstView.whenSettled(() => {
        void preloadModalCode().catch(() => {});
        void preloadModalHost().catch(() => {});
        void preloadPageWindowCode().catch(() => {});
      });
      // The first page renders with its code at hand: no loading view, no Suspense reveal delay.
      await pages;
      router = new Router({
        routes: registries.point('route'),
        signedIn: () => accounts.current.get() !== null,
        rights: () => {
          const { isModerator, isAdmin } = host.viewer.get();
          return { isModerator, isAdmin };
        },
        history: new BrowserHistory(win),
        fullLoad: (path) => win.location.assign(path),
        onResolved: (resolution) => prefetchRoutes(resolution, host),
        loadLaterRoutes: () => extensions.loadAllContributions(),
      });
    },
  };
}

/**
 * Loads the code of the pages the current address shows before the app renders them, and starts
 * their first data (their routes' prefetch) alongside.
 */
async function preloadPagesFor(
  registries: Registries,
  win: Window,
  signedIn: boolean,
  host: TesseraHost,
  loadLaterRoutes: () => Promise<void>,
): Promise<unknown> {
  const address = win.location.pathname + win.location.search + win.location.hash;
  const resolveNow = () => resolve(compileRoutes(registries.point('route').get()), address, signedIn);
  let resolution: Resolution;
  try {
    resolution = resolveNow();
    // A page of a route kept for later (a tool, a settings page) is opened directly.
    if (resolution.notFound) {
      await loadLaterRoutes();
      resolution = resolveNow();
    }
  } catch {
    return; // the router reports a bad address itself
  }
  prefetchRoutes(resolution, host);
  // A page whose code fails to load shows its error where it renders.
  return Promise.all(
    resolution.chain.map((level) => level.route.page && preloadComponent(level.route.page).catch(() => {})),
  );
}

/** Runs the prefetch of every route an address goes through (each guarded where it was contributed). */
function prefetchRoutes(resolution: Resolution, host: TesseraHost): void {
  if (resolution.notFound || resolution.loginRequired) return;
  for (const level of resolution.chain) level.route.prefetch?.(resolution.params, host);
}
