import type { PreferencesHandle } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { applyDisplay } from './display';

/** Preferences held in a map, with readables that tell their listeners of each change. */
function fakePreferences(values: Record<string, unknown>) {
  const listeners = new Map<string, Set<() => void>>();
  const handle = {
    readable: (key: string) => ({
      get: () => values[key],
      subscribe: (listener: () => void) => {
        const set = listeners.get(key) ?? new Set();
        set.add(listener);
        listeners.set(key, set);
        return () => set.delete(listener);
      },
    }),
  } as unknown as PreferencesHandle;
  const set = (key: string, value: unknown) => {
    values[key] = value;
    for (const listener of listeners.get(key) ?? []) listener();
  };
  return { handle, set, listeners };
}

const DEFAULTS = {
  squareAvatars: false,
  showAvatarDecorations: true,
  useBlurEffect: true,
  useBlurEffectForModal: true,
  animatedMfm: true,
  advancedMfm: true,
  fontSize: 0,
  keepScreenOn: false,
};

describe('display preferences', () => {
  it('set the attributes display.css draws, follow changes, and are taken away when stopped', () => {
    const root = document.createElement('html');
    const { handle, set, listeners } = fakePreferences({ ...DEFAULTS, squareAvatars: true, fontSize: 2 });
    const stop = applyDisplay(handle, root);
    expect(root.getAttribute('data-square-avatars')).toBe('true');
    expect(root.getAttribute('data-font-size')).toBe('2');
    expect(root.getAttribute('data-advanced-mfm')).toBe('true');
    set('advancedMfm', false);
    set('useBlurEffectForModal', false);
    expect(root.getAttribute('data-advanced-mfm')).toBe('false');
    expect(root.getAttribute('data-modal-blur')).toBe('false');
    stop();
    expect(root.getAttributeNames()).toEqual([]);
    expect([...listeners.values()].every((l) => l.size === 0)).toBe(true);
  });

  it('holds a screen wake lock while keepScreenOn is on, and lets it go when turned off', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ release, addEventListener: () => undefined }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { handle, set } = fakePreferences({ ...DEFAULTS });
    const stop = applyDisplay(handle, document.createElement('html'));
    expect(request).not.toHaveBeenCalled();
    set('keepScreenOn', true);
    expect(request).toHaveBeenCalledWith('screen');
    await Promise.resolve();
    set('keepScreenOn', false);
    expect(release).toHaveBeenCalled();
    stop();
  });
});
