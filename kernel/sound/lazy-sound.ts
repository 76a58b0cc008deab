import type { ContributionEntry, PreferencesHandle, Readable, SoundContribution, SoundHandle } from '@tessera/sdk';
import type { SoundPlayer } from './sound-player';

/**
 * The host's `sound`: the sound player's code loads with the first sound played (a notification,
 * a new note), not with the app.
 */
export function createLazySound(
  preferences: Pick<PreferencesHandle, 'get'>,
  win: Window,
  /** The sounds extensions contributed (the `sound` point), which a sound setting may name. */
  sounds: Readable<readonly ContributionEntry<SoundContribution>[]>,
): SoundHandle {
  let player: Promise<SoundPlayer> | null = null;
  return {
    play(event) {
      player ??= import('./sound-player').then(
        ({ SoundPlayer, browserSoundEnvironment }) =>
          new SoundPlayer(
            preferences,
            browserSoundEnvironment(win),
            (name) => sounds.get().find((e) => e.item.name === name)?.item.url,
          ),
      );
      void player.then((p) => p.play(event));
    },
  };
}
