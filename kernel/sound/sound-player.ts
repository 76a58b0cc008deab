import type { PreferencesHandle, SoundEvent, SoundHandle, SoundSetting } from '@tessera/sdk';

/** Two plays of the same sound closer than this are one (spec 001 section 9). */
export const SOUND_DEDUPE_MS = 25;

/** What the player needs from the browser. */
export interface SoundEnvironment {
  /** Starts playing a URL at a volume from 0 to 1. */
  play(url: string, volume: number): void;
  isVisible(): boolean;
  now(): number;
}

/**
 * The URL of a sound setting: a sound an extension contributed under that name, a bundled
 * sound, or a drive file; null for none.
 */
export function soundUrl(
  setting: SoundSetting,
  contributed: (name: string) => string | undefined = () => undefined,
): string | null {
  if (setting.type === null) return null;
  if (setting.type === '_driveFile_') return setting.fileUrl ?? null;
  return contributed(setting.type) ?? `/client-assets/sounds/${setting.type}.mp3`;
}

/**
 * Plays event sounds by the preferences: the item's volume times the master volume, and
 * nothing when either is 0, sound is off, or only-when-active is on and the page is hidden.
 */
export class SoundPlayer implements SoundHandle {
  private readonly lastPlayed = new Map<string, number>();

  constructor(
    private readonly preferences: Pick<PreferencesHandle, 'get'>,
    private readonly env: SoundEnvironment,
    /** The URL of a sound contributed under a name (the `sound` contribution point). */
    private readonly contributed: (name: string) => string | undefined = () => undefined,
  ) {}

  play(event: SoundEvent): void {
    if (this.preferences.get('sound.notUseSound')) return;
    if (this.preferences.get('sound.useSoundOnlyWhenActive') && !this.env.isVisible()) return;
    const setting = this.preferences.get(`sound.on.${event}`);
    const volume = setting.volume * this.preferences.get('sound.masterVolume');
    const url = soundUrl(setting, this.contributed);
    if (url === null || volume <= 0) return;
    const now = this.env.now();
    const last = this.lastPlayed.get(url);
    if (last !== undefined && now - last < SOUND_DEDUPE_MS) return;
    this.lastPlayed.set(url, now);
    this.env.play(url, Math.min(1, volume));
  }
}

/** Plays through HTML audio elements. */
export function browserSoundEnvironment(win: Window): SoundEnvironment {
  return {
    play(url, volume) {
      const audio = new (win as Window & typeof globalThis).Audio(url);
      audio.volume = volume;
      void audio.play().catch(() => {
        // Autoplay refused before the first interaction: a missed sound is not an error.
      });
    },
    isVisible: () => win.document.visibilityState === 'visible',
    now: () => win.performance.now(),
  };
}
