import type { AccountsHandle } from './accounts';
import type {
  ApiClient,
  ApiWithDialogOptions,
  EndpointName,
  EndpointParams,
  EndpointResult,
  ErrorPresentation,
} from './api';
import type { CommandRunner } from './commands';
import type {
  ContributionEntry,
  ContributionPointName,
  ContributionPoints,
  InterruptorValues,
  ThemeDocument,
} from './contributions';
import type { ClientEvents } from './events';
import type { ExtensionsHandle } from './extension';
import type { I18n } from './i18n';
import type { MenuSlot, Viewer } from './menu';
import type { ModalHandle } from './modals';
import type { PreferencesHandle, SoundHandle } from './preferences';
import type { Readable } from './readable';
import type { RouterHandle } from './router';
import type { ServiceId, ServiceMap } from './services';
import { sharedContext } from './shared-context';
import type { StreamClient } from './stream';

/** The running client as extensions see it. The kernel implements it; hooks read it. */
export interface TesseraHost {
  readonly api: ApiClient;
  /**
   * Calls the API the way a user action should: the waiting overlay while it runs, the success
   * overlay after it, and the error dialog of spec 001 section 8 when it fails (then rethrows).
   */
  apiWithDialog<E extends EndpointName>(
    endpoint: E,
    params?: EndpointParams<E>,
    options?: ApiWithDialogOptions,
  ): Promise<EndpointResult<E>>;
  /** Copies text to the clipboard and tells the user it did (nothing is said when it could not). */
  copyToClipboard(text: string): Promise<void>;
  /** The spec's title and text for a failed call, for pages that show an error in place. */
  describeError(error: unknown, options?: ApiWithDialogOptions): ErrorPresentation;
  /**
   * Runs a task once the first page has shown its content (its first API calls are done and it
   * has painted), or at once later on: for work that must not slow the first view, such as
   * secondary widgets or loading code that will be needed soon.
   */
  whenSettled(task: () => void): void;
  /**
   * Registers every extension's `contributesLater` now, if the first view has not done it yet:
   * what lists contributions in full (a slot menu, the settings) waits for it before it shows.
   * Given the menu slot that is opening, it also activates the extensions that declared that slot
   * as an activation event (`{ on: 'menu', slot }`), so the items their code adds are there.
   */
  loadAllContributions(slot?: MenuSlot): Promise<void>;
  /**
   * Passes a value through the interruptors contributed for its kind, in order (AiScript's
   * note_view_interruptor and note_post_interruptor): the note about to be posted, say.
   */
  interrupt<K extends keyof InterruptorValues>(kind: K, value: InterruptorValues[K]): Promise<InterruptorValues[K]>;
  readonly stream: StreamClient;
  /** The main view's router (a page window has its own; use the useRouter hook in components). */
  readonly router: RouterHandle;
  readonly accounts: AccountsHandle;
  readonly modals: ModalHandle;
  readonly i18n: I18n;
  /** The preference profile of this device, resolved for the current account. */
  readonly preferences: PreferencesHandle;
  /** Plays the sound chosen for an event (a new note, a notification, ...). */
  readonly sound: SoundHandle;
  /** The theme in effect, and trying one on before it is installed. */
  readonly theme: ThemeHandle;
  readonly commands: CommandRunner;
  readonly extensions: ExtensionsHandle;
  /** Who is using the client now. */
  readonly viewer: Readable<Viewer>;
  /** What happened in the client, told by the extension (or the kernel) that did it. */
  readonly events: ClientEvents;
  readonly services: ServiceLookup;
  /** What active extensions contributed to a point, in registration order. */
  contributions<P extends ContributionPointName>(
    point: P,
  ): Readable<readonly ContributionEntry<ContributionPoints[P]>[]>;
}

/** The theme in effect (chosen with the lightTheme/darkTheme preferences). */
export interface ThemeHandle {
  /** The theme that applies now: the preview while there is one. */
  current(): ThemeDocument;
  /**
   * Shows a theme in place of the chosen one until called with null or the page reloads; nothing
   * is saved, so a theme can be tried before it is installed.
   */
  preview(theme: ThemeDocument | null): void;
}

/** Finds services that active extensions provide. */
export interface ServiceLookup {
  /** The service if some active extension provides it now. */
  get<K extends ServiceId>(id: K): ServiceMap[K] | undefined;
  /** Calls the listener whenever a service is provided or withdrawn. */
  subscribe(listener: () => void): () => void;
}

/** Provides the host to components; the app sets it once at the root. */
export const HostContext = sharedContext<TesseraHost | null>('host', null);

/** Overrides the router for the components inside (a page window's own router). */
export const RouterContext = sharedContext<RouterHandle | null>('router', null);
