import type { ExtensionContext, PreferencesHandle, Readable } from '@tessera/sdk';
import type {} from './api';
import './display.css';

/** The display preferences shown as attributes of <html>, which display.css draws. */
export const DISPLAY_ATTRIBUTES = {
  squareAvatars: 'data-square-avatars',
  showAvatarDecorations: 'data-avatar-decorations',
  useBlurEffect: 'data-blur',
  useBlurEffectForModal: 'data-modal-blur',
  animatedMfm: 'data-mfm-animation',
  advancedMfm: 'data-advanced-mfm',
  fontSize: 'data-font-size',
} as const;

/**
 * Keeps <html>'s attributes and the screen wake lock in step with the display preferences;
 * returns what undoes it.
 */
export function applyDisplay(preferences: PreferencesHandle, root: HTMLElement = document.documentElement): () => void {
  const stops = Object.entries(DISPLAY_ATTRIBUTES).map(([key, attribute]) => {
    const readable = preferences.readable(key as keyof typeof DISPLAY_ATTRIBUTES);
    const apply = () => root.setAttribute(attribute, String(readable.get()));
    apply();
    return readable.subscribe(apply);
  });
  stops.push(keepScreenOn(preferences.readable('keepScreenOn')));
  return () => {
    for (const stop of stops) stop();
    for (const attribute of Object.values(DISPLAY_ATTRIBUTES)) root.removeAttribute(attribute);
  };
}

/** Holds a screen wake lock while the preference is on and the page visible (the browser drops it when hidden). */
function keepScreenOn(on: Readable<boolean>): () => void {
  let lock: WakeLockSentinel | null = null;
  const update = () => {
    const want = on.get() && document.visibilityState === 'visible' && 'wakeLock' in navigator;
    if (want && !lock)
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          lock = sentinel;
          sentinel.addEventListener('release', () => {
            if (lock === sentinel) lock = null;
          });
        },
        () => undefined, // refused (no user activation yet, a policy): tried again on the next change
      );
    if (!want && lock) {
      void lock.release();
      lock = null;
    }
  };
  update();
  const stop = on.subscribe(update);
  document.addEventListener('visibilitychange', update);
  return () => {
    stop();
    document.removeEventListener('visibilitychange', update);
    if (lock) void lock.release();
    lock = null;
  };
}

let started = false;

/** Starts applying the display preferences once, for as long as the extension is on. */
export function startDisplay(ctx: ExtensionContext): void {
  if (started) return;
  started = true;
  const stop = applyDisplay(ctx.host.preferences);
  ctx.onDispose(() => {
    stop();
    started = false;
  });
}
