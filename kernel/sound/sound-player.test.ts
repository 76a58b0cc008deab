import { CORE_PREFERENCES, type PreferenceKey } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { SOUND_DEDUPE_MS, SoundPlayer, soundUrl } from './sound-player';

function setup(overrides: Partial<Record<PreferenceKey, unknown>> = {}, visible = true) {
  const prefs = {
    get: (key: PreferenceKey) => (key in overrides ? overrides[key] : CORE_PREFERENCES[key]?.default),
  } as never;
  let clock = 0;
  const play = vi.fn();
  const player = new SoundPlayer(prefs, { play, isVisible: () => visible, now: () => clock });
  return { player, play, tick: (ms: number) => (clock += ms) };
}

// Spec 001 sections 3 and 9, sounds.
describe('sounds', () => {
  it('plays the chosen bundled sound at item volume times master volume (default master 0.3)', () => {
    expect(CORE_PREFERENCES['sound.masterVolume']?.default).toBe(0.3);
    const { player, play } = setup({ 'sound.on.notification': { type: 'tessera/chime', volume: 0.5 } });
    player.play('notification');
    expect(play).toHaveBeenCalledWith('/client-assets/sounds/tessera/chime.mp3', 0.15);
  });

  it('is silent when either volume is 0, sound is off, or the page is hidden with only-when-active', () => {
    const cases = [
      setup({ 'sound.masterVolume': 0 }),
      setup({ 'sound.on.note': { type: 'tessera/pop', volume: 0 } }),
      setup({ 'sound.notUseSound': true }),
      setup({ 'sound.useSoundOnlyWhenActive': true }, false),
      setup({ 'sound.on.note': { type: null, volume: 1 } }),
    ];
    for (const { player, play } of cases) {
      player.play('note');
      expect(play).not.toHaveBeenCalled();
    }
    const visible = setup({ 'sound.useSoundOnlyWhenActive': true }, true);
    visible.player.play('note');
    expect(visible.play).toHaveBeenCalledOnce();
  });

  it('plays the same sound once within 25 ms', () => {
    const { player, play, tick } = setup();
    player.play('note');
    tick(SOUND_DEDUPE_MS - 1);
    player.play('note');
    expect(play).toHaveBeenCalledTimes(1);
    tick(1);
    player.play('note');
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('plays a drive file chosen as a sound', () => {
    expect(soundUrl({ type: '_driveFile_', fileUrl: 'https://town.example/files/x.mp3', volume: 1 })).toBe(
      'https://town.example/files/x.mp3',
    );
  });
});
