import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostContext, type TesseraHost } from './host';
import { ageClass, refreshInterval, relativeTime, relativeTimeText } from './time';
import { RelativeTime } from './ui/RelativeTime';

const now = Date.UTC(2026, 5, 15, 12, 0, 0);
const s = 1000;

// The kernel's en-US messages the component uses, filled as the kernel fills {name}.
const messages: Record<string, string> = {
  'kernel.time.justNow': 'just now',
  'kernel.time.ago': '{time} ago',
  'kernel.time.later': 'in {time}',
  'kernel.time.second': '{n}s',
  'kernel.time.hour': '{n}h',
  'kernel.time.day': '{n}d',
  'kernel.time.year': '{n}y',
};
const t = (key: string, params: Readonly<Record<string, string | number>> = {}) =>
  (messages[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

// Spec 001 section 9, "Relative time".
describe('relative time', () => {
  it("is 'just now' from 3 s ahead to under 10 s ago", () => {
    expect(relativeTime(now + 2_999, now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(now - 9_999, now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(now + 3_000, now)).toMatchObject({ unit: 'second', value: 3, future: true });
    expect(relativeTime(now - 10_000, now)).toMatchObject({ unit: 'second', value: 10, future: false });
  });

  it('uses the largest whole unit, with weeks of 604800 s, months of 2592000 s and years of 31536000 s', () => {
    expect(relativeTime(now - 59 * s, now)).toMatchObject({ unit: 'second', value: 59 });
    expect(relativeTime(now - 60 * s, now)).toMatchObject({ unit: 'minute', value: 1 });
    expect(relativeTime(now - 3600 * s, now)).toMatchObject({ unit: 'hour', value: 1 });
    expect(relativeTime(now - 86400 * s, now)).toMatchObject({ unit: 'day', value: 1 });
    expect(relativeTime(now - 604_800 * s, now)).toMatchObject({ unit: 'week', value: 1 });
    expect(relativeTime(now - 2_592_000 * s, now)).toMatchObject({ unit: 'month', value: 1 });
    expect(relativeTime(now - 31_536_000 * s, now)).toMatchObject({ unit: 'year', value: 1 });
  });

  it('refreshes every 10 s under a minute old, 60 s under an hour, otherwise 180 s', () => {
    expect(refreshInterval(now - 30 * s, now)).toBe(10_000);
    expect(refreshInterval(now - 30 * 60 * s, now)).toBe(60_000);
    expect(refreshInterval(now - 3 * 3600 * s, now)).toBe(180_000);
  });

  it("reads in the kernel's short messages, past and future", () => {
    expect(relativeTimeText(relativeTime(now - 5 * s, now), t)).toBe('just now');
    expect(relativeTimeText(relativeTime(now - 42 * s, now), t)).toBe('42s ago');
    expect(relativeTimeText(relativeTime(now - 3 * 3600 * s, now), t)).toBe('3h ago');
    expect(relativeTimeText(relativeTime(now - 400 * 86400 * s, now), t)).toBe('1y ago');
    expect(relativeTimeText(relativeTime(now + 2 * 86400 * s, now), t)).toBe('in 2d');
  });

  it('colours times older than 90 days, more strongly past 180', () => {
    expect(ageClass(now - 89 * 86400 * s, now)).toBe('recent');
    expect(ageClass(now - 91 * 86400 * s, now)).toBe('old');
    expect(ageClass(now - 181 * 86400 * s, now)).toBe('older');
  });
});

describe('<RelativeTime>', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const host = {
    i18n: { locale: 'en-US', t },
  } as unknown as TesseraHost;
  const wrap = ({ children }: { children: ReactNode }) => (
    <HostContext.Provider value={host}>{children}</HostContext.Provider>
  );

  it('shows relative text, the absolute time on hover once the frame is painted, and updates itself', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    render(<RelativeTime time={now - 5 * s} />, { wrapper: wrap });
    const time = screen.getByText('just now');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(new Date(now - 5 * s).toISOString());
    // The page's first date format loads the browser's formatting data: not before the paint.
    expect(time.getAttribute('title')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(time.getAttribute('title')).toContain('2026');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('15s ago')).toBeTruthy();
    // Once the format is made, a new time has its title from its first render.
    render(<RelativeTime time={now - 3 * 3600 * s} />, { wrapper: wrap });
    expect(screen.getByText('3h ago').getAttribute('title')).toContain('2026');
  });

  it('shows nothing for a time that is missing or not a time, instead of throwing', () => {
    const { container } = render(
      <>
        <RelativeTime time={undefined} />
        <RelativeTime time="not a time" />
        <RelativeTime time={null} />
      </>,
      { wrapper: wrap },
    );
    expect(container.innerHTML).toBe('');
  });
});
