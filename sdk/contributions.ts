import type { CommandId } from './commands';
import type { AnyMenuItemContribution } from './menu';
import type { PreferenceKey, PreferenceSetting } from './preferences';
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
  /** Names the widget had before: layouts saved under them keep showing it (saves go by id). */
  formerNames?: readonly string[];
  title: string;
  icon?: string;
  component: LazyComponent<WidgetProps>;
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

/**
 * A preference's row in Settings > Preferences, given among the later contributions
 * (`contributesLater`): only Settings draws it, so the first view carries none of it. The same
 * as a declaration's `setting`, with the preference's key.
 */
export type PreferenceSettingContribution = PreferenceSetting & {
  /** The preference the row edits, declared by this extension. */
  key: PreferenceKey;
};

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

/**
 * The values interruptors may change, by kind. Empty here: the extension that passes a value
 * through interruptors declares its kind in its `api.ts`, as services are declared:
 * `declare module '@tessera/sdk' { interface InterruptorValues { myKind: MyValue } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by extensions' declaration merging.
export interface InterruptorValues {}

/** Changes a value before the client uses it (AiScript's Plugin:register:*_interruptor). */
export interface InterruptorContribution<K extends keyof InterruptorValues = keyof InterruptorValues> {
  kind: K;
  handle(value: InterruptorValues[K]): InterruptorValues[K] | Promise<InterruptorValues[K]>;
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
 * Every contribution point, by name, with the type of what it takes. The SDK names the generic
 * points the kernel and the shell consume; an extension that renders a point of its own adds it
 * from its `api.ts`, as services are added
 * (`declare module '@tessera/sdk' { interface ContributionPoints { myPoint: MyItem } }`), and
 * defines it with `defineContributionPoint` in its `contributes.points`.
 */
export interface ContributionPoints {
  route: RouteContribution;
  menuItem: AnyMenuItemContribution;
  widget: WidgetContribution;
  overlay: OverlayContribution;
  /** Single-key shortcuts. @beta */
  hotkey: HotkeyContribution;
  settingsSection: SettingsSectionContribution;
  /** Preferences' rows in Settings > Preferences. */
  preferenceSetting: PreferenceSettingContribution;
  interruptor: InterruptorContribution;
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
