import type { ContributionEntry, PreferencesHandle, Readable, ThemeContribution } from '@tessera/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_TRANSITION_MS, ThemeManager } from './theme-manager';

/** A theme manager over a dark-mode switch, on a window whose reduced-motion answer is chosen. */
function setUp(reducedMotion: boolean) {
  let dark = false;
  const listeners = new Set<() => void>();
  const preferences = {
    get: ((key: string) => (key === 'darkMode' ? dark : key === 'syncDeviceDarkMode' ? false : null)) as Pick<
      PreferencesHandle,
      'get'
    >['get'],
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const contributed: Readable<readonly ContributionEntry<ThemeContribution>[]> = {
    get: () => [],
    subscribe: () => () => {},
  };
  const matchMedia = (query: string) =>
    ({
      matches: query.includes('reduced-motion') ? reducedMotion : false,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  const win = Object.assign(Object.create(window) as Window, {
    matchMedia,
    document: window.document,
    localStorage: window.localStorage,
  });
  const manager = new ThemeManager(preferences, contributed, win);
  const switchTo = (isDark: boolean) => {
    dark = isDark;
    for (const l of listeners) l();
  };
  return { manager, switchTo };
}

const flagged = () => document.documentElement.classList.contains('theme-changing');

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.classList.remove('theme-changing');
  localStorage.clear();
});

// Spec 001 section 4: "Theme application: a transition flag is set for 1 s."
describe('the theme transition flag', () => {
  it('is not set on the first application, then set for one second when the theme changes', () => {
    vi.useFakeTimers();
    const { manager, switchTo } = setUp(false);
    const stop = manager.start();
    expect(flagged()).toBe(false);
    switchTo(true);
    // The dark base loads its vars lazily; switching back to the light base commits at once.
    switchTo(false);
    expect(flagged()).toBe(true);
    vi.advanceTimersByTime(THEME_TRANSITION_MS - 1);
    expect(flagged()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(flagged()).toBe(false);
    stop();
  });

  it('is never set when the device asks for reduced motion', () => {
    vi.useFakeTimers();
    const { manager, switchTo } = setUp(true);
    const stop = manager.start();
    switchTo(true);
    switchTo(false);
    expect(flagged()).toBe(false);
    stop();
  });
});
