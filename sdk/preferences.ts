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

/** The sizes a status bar may have, Misskey's names. */
export type StatusbarSize = 'verySmall' | 'small' | 'medium' | 'large' | 'veryLarge';

/**
 * A status bar in the `statusbars` preference, in Misskey's shape: its `props` hold the common
 * settings (refreshIntervalSec, marqueeDuration, marqueeReverse) and the kind's own.
 */
export interface StatusbarPlacement {
  id: string;
  /** The label shown at its start; the kind's default when null. */
  name: string | null;
  /** The kind (a `statusbar` contribution's type); null until chosen. */
  type: string | null;
  /** Drawn in black rather than in the theme's colours. */
  black: boolean;
  size: StatusbarSize;
  props: Record<string, unknown>;
}

/** A field of a plugin's settings form, from its metadata's `config`. */
export interface PluginConfigField {
  type?: string;
  label?: string;
  description?: string;
  default?: unknown;
}

/** An installed AiScript plugin (spec 001 section 3's Plugin record, as Misskey keeps it). */
export interface InstalledPlugin {
  installId: string;
  name: string;
  version: string;
  author?: string;
  description?: string;
  permissions?: string[];
  config?: Record<string, PluginConfigField>;
  /** The values the person chose in the settings form, by config key. */
  configData: Record<string, unknown>;
  active: boolean;
  src: string | null;
}

const sound = (type: string | null, volume = 1): SoundSetting => ({ type, volume });

/** A named list of emoji the picker offers (Settings > Emoji palette). */
export interface EmojiPalette {
  id: string;
  name: string;
  /** Unicode characters, or ':name:' for custom emoji. */
  emojis: string[];
}

/**
 * The preference keys with their defaults (spec 001 section 3): the fields of Misskey's legacy
 * 'base' store and the newer keys. A key's type is its default's type.
 */
export const PREFERENCE_DEFAULTS = {
  accounts: [] as [string, { id: string; username: string }][],
  widgets: [
    { name: 'calendar', id: 'default-calendar', place: 'right', data: {} },
    { name: 'notifications', id: 'default-notifications', place: 'right', data: {} },
    { name: 'trends', id: 'default-trends', place: 'right', data: {} },
  ] as WidgetPlacement[],
  themes: [] as ThemeDocument[],
  lightTheme: null as ThemeDocument | null,
  darkTheme: null as ThemeDocument | null,
  darkMode: false,
  syncDeviceDarkMode: true,
  plugins: [] as InstalledPlugin[],
  emojiPalettes: [] as EmojiPalette[],
  /** The palette the picker shows first when reacting; null: the reaction set (`reactions`). */
  emojiPaletteForReaction: null as string | null,
  /** The palette the picker shows first when composing; null: the pinned emoji (`pinnedEmojis`). */
  emojiPaletteForMain: null as string | null,
  'emojiPicker.scale': 2,
  'emojiPicker.width': 2,
  'emojiPicker.height': 3,
  reactions: ['👍', '❤', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮'],
  pinnedEmojis: [] as string[],
  recentlyUsedEmojis: [] as string[],
  reactionAcceptance: 'nonSensitiveOnly' as
    | 'nonSensitiveOnly'
    | 'likeOnly'
    | 'likeOnlyForRemote'
    | 'nonSensitiveOnlyForLocalLikeOnlyForRemote'
    | null,
  defaultNoteVisibility: 'public' as 'public' | 'home' | 'followers' | 'specified',
  defaultNoteLocalOnly: false,
  rememberNoteVisibility: false,
  keepCw: true,
  collapseRenotes: true,
  menu: [
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
  /**
   * Main-menu entries the person took out of the menu (Tessera's own key): an entry neither in
   * `menu` nor here shows after the chosen ones, so an extension switched on shows its entry.
   */
  menuHidden: [] as string[],
  statusbars: [] as StatusbarPlacement[],
  /** Lists shown as tabs of the home timeline, as Misskey keeps them (its id and name). */
  pinnedUserLists: [] as { id: string; name: string }[],
  uploadFolder: null as string | null,
  /** Send images as they are instead of resizing and re-encoding them (the default upload choice). */
  keepOriginalUploading: false,
  /** Upload under the file's own name; off, under a generated id with the same extension. */
  keepOriginalFilename: true,
  /** Show animated images still (through the media proxy's static variant). */
  disableShowingAnimatedImages: false,
  /** Ask before showing sensitive media. */
  confirmWhenRevealingSensitiveMedia: false,
  /** The audio and video players' volume (spec 000 section 9: 0.25 at first). */
  mediaVolume: 0.25,
  serverDisconnectedBehavior: 'quiet' as 'quiet' | 'reload' | 'dialog',
  nsfw: 'respect' as 'respect' | 'force' | 'ignore',
  emojiStyle: 'twemoji' as 'native' | 'twemoji' | 'fluentEmoji',
  dataSaver: { media: false, avatar: false, urlPreview: false, code: false },
  lang: 'en-US',
  'deck.alwaysShowMainColumn': true,
  'deck.navWindow': true,
  /** Pages other than the deck's root open in the zen layout (spec 001 section 2). */
  'deck.useSimpleUiForNonRootPages': true,
  'deck.columnAlign': 'center' as 'left' | 'center',
  'deck.columnGap': 6,
  'deck.menuPosition': 'bottom' as 'right' | 'bottom',
  'deck.navbarPosition': 'left' as 'left' | 'top' | 'bottom',
  'deck.wallpaper': null as string | null,
  'chat.showSenderName': false,
  'chat.sendOnEnter': false,
  'sound.masterVolume': 0.3,
  'sound.notUseSound': false,
  'sound.useSoundOnlyWhenActive': false,
  'sound.on.note': sound('tessera/pop', 1),
  'sound.on.noteMy': sound('tessera/blip', 1),
  'sound.on.notification': sound('tessera/chime', 1),
  'sound.on.reaction': sound('tessera/bubble', 1),
  'sound.on.chatMessage': sound('tessera/knock', 1),
  'sound.on.antenna': sound('tessera/triple', 1),
  'game.dropAndFusion': { bgmVolume: 0.25, sfxVolume: 1 },
  numberOfPageCache: 3,
  tl: {
    src: 'home',
    filter: { withReplies: true, withRenotes: true, withSensitive: true, onlyFiles: false, withLocalOnly: true },
  },
  timelineTutorials: {} as Record<string, boolean>,
  memo: null as string | null,
  mutedAds: [] as string[],
  accountSetupWizard: 0,
  showTimelineReplies: false,
};

/** Every preference key. */
export type PreferenceKey = keyof typeof PREFERENCE_DEFAULTS;
/** The value type of a key. */
export type PreferenceValue<K extends PreferenceKey> = (typeof PREFERENCE_DEFAULTS)[K];

/** Keys that always belong to one account: they cannot be made generic or synced across accounts. */
export const ACCOUNT_DEPENDENT_KEYS: ReadonlySet<PreferenceKey> = new Set([
  'pinnedUserLists',
  'uploadFolder',
  'timelineTutorials',
  'memo',
]);

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

/** Reads and writes preferences (spec 001 sections 3 to 5); the hooks use it. */
export interface PreferencesHandle {
  /** The profile as a whole (backups, export, import). */
  readonly profile: PreferenceProfileHandle;
  get<K extends PreferenceKey>(key: K): PreferenceValue<K>;
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
