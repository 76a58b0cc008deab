import type { entities } from 'misskey-js';
import type { CommandId } from './commands';
import type { AnyMenuItemContribution, Viewer } from './menu';
import type { LazyComponent, RouteContribution } from './routes';

/** What a widget component receives. */
export interface WidgetProps<S = Record<string, unknown>> {
  /** The widget instance's own settings. */
  settings: S;
  /** Saves new settings for this widget instance. */
  updateSettings(settings: S): void;
}

/** A widget for the widget column and the deck. */
export interface WidgetContribution {
  /** The widget type name (Misskey's: 'calendar', 'notifications', 'trends', ...). */
  name: string;
  title: string;
  icon?: string;
  component: LazyComponent<WidgetProps>;
  defaultSettings?: Readonly<Record<string, unknown>>;
}

/** What a deck column's component receives: its own settings, kept with the deck profile. */
export interface DeckColumnProps<S = Record<string, unknown>> {
  /** The column's own settings (a timeline's source, a widgets column's widgets). */
  settings: S;
  /** Saves new settings for this column. */
  updateSettings(settings: S): void;
}

/**
 * A kind of column for the deck layout: a timeline, notifications, widgets. The deck draws the
 * header (name, width, move, stack, remove); the component fills the column's body and scrolls it.
 */
export interface DeckColumnContribution {
  /** The column type, kept in the deck profile: Misskey's names ('tl', 'notifications', 'widgets', ...). */
  type: string;
  /** The default name, a key of the extension's strings (or plain text). */
  title: string;
  icon?: string;
  component: LazyComponent<DeckColumnProps>;
  defaultSettings?: Readonly<Record<string, unknown>>;
}

/** What a status bar kind's component receives. */
export interface StatusbarProps<S = Record<string, unknown>> {
  /** The bar's own settings (a feed's address, a list's id), kept in the `statusbars` preference. */
  settings: S;
  /** How often to fetch again, in seconds: the bar's refresh interval. */
  refreshSeconds: number;
}

/**
 * A kind of status bar (Misskey's 'rss', 'federation', 'userList'): a line of items along the
 * bottom of the page. The component draws the items inline; the status bar runs them past.
 */
export interface StatusbarContribution {
  /** The kind, kept in the `statusbars` preference: Misskey's names. Unique among status bars. */
  type: string;
  /** The kind's name, a key of the extension's strings (or plain text). */
  title: string;
  /** The bar's label until the person names it, a key of the extension's strings (or plain text). */
  label?: string;
  component: LazyComponent<StatusbarProps>;
  /** The kind's own settings, shown under the common ones in Settings > Status bar. */
  settingsForm?: LazyComponent<WidgetProps>;
  defaultSettings?: Readonly<Record<string, unknown>>;
}

/**
 * Something drawn above every page, whatever the layout: notification toasts, a call bar, a
 * plugin's floating panel. It loads once the first view has settled.
 */
export interface OverlayContribution {
  /** Unique among overlays. */
  id: string;
  component: LazyComponent<Record<string, never>>;
}

/**
 * The groups of the settings index, as Misskey groups its settings: the account kept on the
 * server ('basic'), this client and device ('client'), and the rest ('other').
 */
export type SettingsGroup = 'basic' | 'client' | 'other';

/** What a settings section's page is given. */
export interface SettingsSectionProps {
  /** The address's last part, for a section whose path ends in ':id' ('webhook/edit/:id'). */
  id?: string;
}

/** A section of /settings, routed at /settings/{path}. */
export interface SettingsSectionContribution {
  /**
   * The path under /settings: 'profile', 'drive/cleaner', or ending in ':id' for a page about one
   * thing ('webhook/edit/:id', its page gets the id).
   */
  path: string;
  /** The title, a key of the extension's strings (or plain text). */
  title: string;
  icon?: string;
  /** The index's group; 'other' when unset. */
  group?: SettingsGroup;
  /** Lower comes first within its group. */
  order?: number;
  /** Only for a signed-in account (its data is on the server); a visitor is asked to sign in. */
  signedIn?: boolean;
  /**
   * Reached by its address and from other sections, but not listed in the index ('webhook/new',
   * 'theme/install'); a path with ':id' is never listed.
   */
  unlisted?: boolean;
  page: LazyComponent<SettingsSectionProps>;
  /**
   * What the settings search finds the section by besides its title: the labels of its settings,
   * as keys of the extension's strings (or plain text).
   */
  keywords?: readonly string[];
}

/** Draws notifications of one type in the notification list and toasts. */
export interface NotificationRendererContribution {
  /** A notification type such as 'follow' or 'reaction:grouped'. */
  type: string;
  component: LazyComponent<{ notification: entities.Notification; full: boolean }>;
}

/** The values interruptors may change, by kind. */
export interface InterruptorValues {
  /** A note about to be shown; return null to hide it. */
  noteView: entities.Note | null;
  /** A note about to be posted. */
  notePost: Record<string, unknown>;
  /** A page about to be shown. */
  pageView: Record<string, unknown>;
}

/** Changes a value before the client uses it (AiScript's Plugin:register:*_interruptor). */
export interface InterruptorContribution<K extends keyof InterruptorValues = keyof InterruptorValues> {
  kind: K;
  handle(value: InterruptorValues[K]): InterruptorValues[K] | Promise<InterruptorValues[K]>;
}

/**
 * A timeline a timeline view can show (home, local, social, global, lists, antennas, ...), as a tab.
 *
 * @remarks Lists, antennas and channels may need more fields.
 * @beta
 */
export interface TimelineSourceContribution {
  /** Unique among sources; remembered as the chosen tab (the `tl.src` preference). */
  id: string;
  /** The tab's label: an i18n key of the contributing extension, or plain text. */
  title: string;
  icon?: string;
  /** The endpoint that pages this timeline. */
  endpoint: string;
  /** The streaming channel that brings new notes. */
  channel: string;
  /** Fixed parameters for the endpoint and the channel (a list's `listId`, say). */
  params?: Readonly<Record<string, unknown>>;
  /** Whether the endpoint takes `withReplies` (Misskey's local and social timelines do). */
  acceptsReplies?: boolean;
  /** Whether this viewer may read it (signed in, role policies such as ltlAvailable). */
  available?(viewer: Viewer): boolean;
  /** Said when the timeline has no notes: an i18n key of the contributing extension, or plain text. */
  empty?: string;
}

/** Reacts to an event of the main streaming channel (notification, meUpdated, ...). */
export interface StreamHandlerContribution {
  event: string;
  handle(body: unknown): void;
}

/** A theme document, as Misskey's themes are written (JSON5 on disk). */
export interface ThemeDocument {
  id: string;
  name: string;
  author?: string;
  desc?: string;
  base?: 'light' | 'dark';
  props: Readonly<Record<string, string>>;
  codeHighlighter?: { base: string; overrides?: Readonly<Record<string, unknown>> };
}

/** A theme offered in the theme picker. */
export interface ThemeContribution {
  theme: ThemeDocument;
}

/** A sound offered in the sound settings. */
export interface SoundContribution {
  name: string;
  url: string;
}

/** The extension's strings in one locale; keys are namespaced by the extension id. */
export interface LocaleContribution {
  locale: string;
  strings: Readonly<Record<string, string>> | (() => Promise<Readonly<Record<string, string>>>);
}

/**
 * A single-key shortcut that runs a command (Misskey's n and p open the composer). It works from
 * the first view on, before the command's extension has loaded any code.
 *
 * @remarks Modifier keys and sequences may come.
 * @beta
 */
export interface HotkeyContribution {
  /** The key, as KeyboardEvent.key gives it: 'n'. */
  key: string;
  command: CommandId;
  /** Only for a signed-in account. */
  signedIn?: boolean;
}

/**
 * A tab of people's profiles (/@user/{name}), after the profile's own (notes, files, following,
 * followers): achievements, clips, pages, a plugin's view of the user.
 */
export interface ProfileTabContribution {
  /** The address part after the user: 'achievements'. Unique among profile tabs. */
  name: string;
  /** The tab's label: a key of the extension's strings (or plain text). */
  title: string;
  /** Lower comes first among contributed tabs. */
  order?: number;
  /** Shown only when this says so (a tab for one's own profile, or for local users). */
  visible?(user: entities.UserDetailed, viewer: Viewer): boolean;
  component: LazyComponent<{ user: entities.UserDetailed }>;
}

/** Every contribution point, by name, with the type of what it takes. */
export interface ContributionPoints {
  route: RouteContribution;
  menuItem: AnyMenuItemContribution;
  widget: WidgetContribution;
  deckColumn: DeckColumnContribution;
  statusbar: StatusbarContribution;
  overlay: OverlayContribution;
  /** Single-key shortcuts. @beta */
  hotkey: HotkeyContribution;
  settingsSection: SettingsSectionContribution;
  profileTab: ProfileTabContribution;
  notificationRenderer: NotificationRendererContribution;
  interruptor: InterruptorContribution;
  /** The timelines a timeline view offers as tabs. @beta */
  timelineSource: TimelineSourceContribution;
  streamHandler: StreamHandlerContribution;
  theme: ThemeContribution;
  sound: SoundContribution;
  locale: LocaleContribution;
}

/** The name of a contribution point. */
export type ContributionPointName = keyof ContributionPoints;

/** A contribution as the host holds it: the item and the extension that gave it. */
export interface ContributionEntry<T> {
  readonly item: T;
  readonly extensionId: string;
}
