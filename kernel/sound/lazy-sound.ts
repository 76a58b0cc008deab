import type { PreferencesHandle, SoundHandle } from '@tessera/sdk';
import type { SoundPlayer } from './sound-player';

/**
 * The host's `sound`: the sound player's code loads with the first sound played (a notification,
 * a new note), not with the app.
 */
export function createLazySound(deps: {
  preferences: Pick<PreferencesHandle, 'get'>;
  win: Window;
  /** The URL of a sound contributed under a name (the `sound` contribution point). */
  contributed: (name: string) => string | undefined;
}): SoundHandle {
  let player: Promise<SoundPlayer> | null = null;
  return {
    play(event) {
      player ??= import('./sound-player').then(
        ({ SoundPlayer, browserSoundEnvironment }) =>
          new SoundPlayer(deps.preferences, browserSoundEnvironment(deps.win), deps.contributed),
      );
      void player.then((p) => p.play(event));
    },
  };
}
