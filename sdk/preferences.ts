import type { ThemeDocument } from './contributions';
import type { Readable } from './readable';

/** A sound choice for one event: a bundled sound, a drive file, or none, with its volume. */
export interface SoundSetting {
  type: string | null;
  fileId?: string;
  fileUrl?: string;
  volume: number;
}

/** A widget placed in a column. */
export interface WidgetPlacement {
  name: string;
  id: string;
  place?: string | null;
  data: Record<string, unknown>;
}

/** What the data saver saves on, each part on its own (Misskey's `dataSaver`). */
export interface DataSaverSetting {
  media: boolean;
  avatar: boolean;
  urlPreview: boolean;
  code: boolean;
}

/**
 * The preferences by key, with their value types (spec 001 section 3). The SDK declares only the
 * ones the kernel and the app shell read themselves; the extension that owns a preference declares
 * its type in the types-only `api.ts` of its folder, and its default in its definition's
 * `preferences` (keys keep Misskey's names, so profiles move between the clients):
 *
 * ```ts
 * declare module '@tessera/sdk' {
 *   interface PreferenceMap {
 *     'deck.columnGap': number;
 *   }
 * }
 * ```
 */
export interface PreferenceMap {
  /** The widget column's widgets (the shell draws it). */
  widgets: WidgetPlacement[];
  /** The theme used in light mode; null: the default light theme. */
  lightTheme: ThemeDocument | null;
  /** The theme used in dark mode; null: the default dark theme. */
  darkTheme: ThemeDocument | null;
  darkMode: boolean;
  /** Dark mode follows the device's. */
  syncDeviceDarkMode: boolean;
  /** The main menu's entries, in order, by menu item id. */
  menu: string[];
  /**
   * Main-menu entries the person took out of the menu (Tessera's own key): an entry neither in
   * `menu` nor here shows after the chosen ones, so an extension switched on shows its entry.
   */
  menuHidden: string[];
  /** How Unicode emoji are drawn. */
  emojiStyle: 'native' | 'twemoji' | 'fluentEmoji';
  /** What to leave unloaded to save data. */
  dataSaver: DataSaverSetting;
  /** What happens when the streaming connection drops. */
  serverDisconnectedBehavior: 'quiet' | 'reload' | 'dialog';
  /** The interface language (applied on the next load). */
  lang: string;
  /**
   * The layout this device uses (Misskey's `ui`): null or 'default', or the name of a layout an
   * extension provides. Device-only; the shell reads it when the page loads.
   */
  ui: string | null;
  /** The volume every sound is scaled by. */
  'sound.masterVolume': number;
  'sound.notUseSound': boolean;
  /** Sounds play only while the tab is visible. */
  'sound.useSoundOnlyWhenActive': boolean;
  'sound.on.note': SoundSetting;
  'sound.on.noteMy': SoundSetting;
  'sound.on.notification': SoundSetting;
  'sound.on.reaction': SoundSetting;
  'sound.on.chatMessage': SoundSetting;
  'sound.on.antenna': SoundSetting;
}

/** Every preference key some part declares in `PreferenceMap`. */
export type PreferenceKey = keyof PreferenceMap & string;
/** The value type of a key. */
export type PreferenceValue<K extends PreferenceKey> = PreferenceMap[K];

/** A choice of a declared select row: the stored value and the locale key of its label. */
export interface PreferenceSettingOption {
  value: string | number;
  /** A key of the declaring extension's strings. */
  label: string;
}

/**
 * A preference's row in Settings > Preferences, listed under `group` (or the extension's title).
 * Labels are keys of the declaring extension's strings.
 */
export type PreferenceSetting = {
  label: string;
  /** The heading the row is listed under, a key of the extension's strings; its title by default. */
  group?: string;
} & (
  | { kind: 'switch' }
  | { kind: 'select'; options: readonly PreferenceSettingOption[] }
  | { kind: 'number'; min?: number; max?: number; step?: number }
  | { kind: 'text' }
);

/**
 * How a preference is declared: its default and how it is kept. Data only, in the definition's
 * `preferences`, like VS Code's `contributes.configuration`.
 */
export interface PreferenceDeclaration<V> {
  /** The value until the person chooses one. */
  default: V;
  /** It can be kept in sync across the account's devices through the registry (true by default). */
  sync?: boolean;
  /**
   * It is kept on this device only: never synced, backed up or exported (caches, drafts, the
   * layout this device uses).
   */
  deviceOnly?: boolean;
  /** It always belongs to one account (Misskey's `accountDependent`): no shared value, no override. */
  accountDependent?: boolean;
  /**
   * For a device-only preference: the Web Storage key its value was kept under before, taken
   * over once on a device where the preference has no value yet (as JSON; a string or null
   * default takes the plain string).
   */
  movedFrom?: string;
  /**
   * Its row in Settings > Preferences; none for preferences an extension edits on its own pages.
   * A row given in `contributesLater` (`preferenceSettings`) costs the first view nothing.
   */
  setting?: PreferenceSetting;
}

/** Preferences declared by key; a key's type comes from `PreferenceMap`. */
export type PreferenceDeclarations = {
  readonly [K in PreferenceKey]?: PreferenceDeclaration<PreferenceMap[K]>;
};

/** A declared preference, with the extension that declares it (for Settings > Preferences). */
export interface DeclaredPreference {
  key: PreferenceKey;
  /** The declaring extension's id; 'kernel' for the SDK's own. */
  extension: string;
  declaration: PreferenceDeclaration<unknown>;
}

const sound = (type: string | null, volume = 1): SoundSetting => ({ type, volume });

/** The defaults of the preferences the SDK declares itself. */
export const CORE_PREFERENCES: PreferenceDeclarations = {
  widgets: {
    default: [
      { name: 'calendar', id: 'default-calendar', place: 'right', data: {} },
      { name: 'notifications', id: 'default-notifications', place: 'right', data: {} },
      { name: 'trends', id: 'default-trends', place: 'right', data: {} },
    ],
  },
  lightTheme: { default: null },
  darkTheme: { default: null },
  darkMode: { default: false },
  syncDeviceDarkMode: { default: true },
  menu: {
    default: [
      'notifications',
      'clips',
      'drive',
      'followRequests',
      'explore',
      'announcements',
      'search',
      'ui',
      'chat',
      'channels',
    ],
  },
  menuHidden: { default: [] },
  emojiStyle: { default: 'twemoji' },
  dataSaver: { default: { media: false, avatar: false, urlPreview: false, code: false } },
  serverDisconnectedBehavior: { default: 'quiet' },
  lang: { default: 'en-US' },
  ui: { default: null, deviceOnly: true, movedFrom: 'ui' },
  'sound.masterVolume': { default: 0.3 },
  'sound.notUseSound': { default: false },
  'sound.useSoundOnlyWhenActive': { default: false },
  'sound.on.note': { default: sound('tessera/pop', 1) },
  'sound.on.noteMy': { default: sound('tessera/blip', 1) },
  'sound.on.notification': { default: sound('tessera/chime', 1) },
  'sound.on.reaction': { default: sound('tessera/bubble', 1) },
  'sound.on.chatMessage': { default: sound('tessera/knock', 1) },
  'sound.on.antenna': { default: sound('tessera/triple', 1) },
};

/** The preference profile as a whole: its name, cloud backups, export and import. */
export interface PreferenceProfileHandle {
  name(): string;
  /** Renames the profile; a blank name is ignored. */
  rename(name: string): void;
  isAutoBackupOn(): boolean;
  /** Throws 'you need to name your profile to enable auto backup' for a nameless profile. */
  setAutoBackup(on: boolean): void;
  /** Throws 'Profile name is not set' for a nameless profile. */
  backupNow(): Promise<void>;
  listBackups(): Promise<string[]>;
  /** Replaces this device's preferences with a backup, then reloads the page. */
  restore(name: string): Promise<void>;
  removeBackup(name: string): Promise<void>;
  /** The profile as a .misskeypreferences file (its code loads on the first call). */
  exportFile(): Promise<{ name: string; content: string }>;
  /** Replaces the preferences from a .misskeypreferences file, then reloads the page; rejects a file that is not one. */
  importFile(name: string, content: string): Promise<void>;
}

/**
 * Reads and writes preferences (spec 001 sections 3 to 5); the hooks use it. A key reads as its
 * stored value, else the default its active declaration gives; a key that no active extension
 * declares reads as its stored value or undefined, and is kept as it is (so profiles round-trip).
 */
export interface PreferencesHandle {
  /** The profile as a whole (backups, export, import). */
  readonly profile: PreferenceProfileHandle;
  get<K extends PreferenceKey>(key: K): PreferenceValue<K>;
  /** How the key is declared by the SDK or an active extension; undefined when none declares it. */
  declaration<K extends PreferenceKey>(key: K): PreferenceDeclaration<PreferenceValue<K>> | undefined;
  /** Every declared preference of the SDK and the active extensions, in declaration order. */
  declared(): readonly DeclaredPreference[];
  /** Sets the value where it applies now: this account's own record if it has one, else the generic one. */
  set<K extends PreferenceKey>(key: K, value: PreferenceValue<K>): void;
  /** The key's value as a Readable, for components. */
  readable<K extends PreferenceKey>(key: K): Readable<PreferenceValue<K>>;
  /** Whether the key is kept in sync across this account's devices. */
  isSynced(key: PreferenceKey): boolean;
  /** Whether the signed-in account has its own value for the key, apart from the shared one. */
  isAccountOverridden(key: PreferenceKey): boolean;
  /**
   * Gives the signed-in account its own value for the key (starting from the value in effect), or
   * drops it so the shared value applies again. Throws for the keys that always belong to one account.
   */
  setAccountOverride(key: PreferenceKey, own: boolean): void;
  /**
   * Starts or stops syncing a key. Starting asks which value to keep when the server's differs;
   * resolves false if the user cancelled.
   */
  setSynced(key: PreferenceKey, sync: boolean): Promise<boolean>;
}

/** The events that can play a sound (spec 001 section 3). */
export type SoundEvent = 'noteMy' | 'note' | 'notification' | 'reaction' | 'chatMessage' | 'antenna';

/** Plays the sound the user chose for an event. */
export interface SoundHandle {
  play(event: SoundEvent): void;
}

/** The bundled sounds, by the name a sound setting uses. */
export const BUNDLED_SOUNDS = [
  'tessera/pop',
  'tessera/blip',
  'tessera/chime',
  'tessera/bell',
  'tessera/bubble',
  'tessera/knock',
  'tessera/triple',
] as const;
