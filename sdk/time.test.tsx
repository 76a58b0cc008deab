import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostContext, type TesseraHost } from './host';
import { ageClass, refreshInterval, relativeTime } from './time';
import { RelativeTime } from './ui/RelativeTime';

const now = Date.UTC(2026, 5, 15, 12, 0, 0);
const s = 1000;

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
    i18n: { locale: 'en-US', t: (k: string) => (k === 'kernel.time.justNow' ? 'just now' : k) },
  } as unknown as TesseraHost;
  const wrap = ({ children }: { children: ReactNode }) => (
    <HostContext.Provider value={host}>{children}</HostContext.Provider>
  );

  it('shows relative text, the absolute time on hover, and updates itself', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    render(<RelativeTime time={now - 5 * s} />, { wrapper: wrap });
    const time = screen.getByText('just now');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(new Date(now - 5 * s).toISOString());
    expect(time.getAttribute('title')).toContain('2026');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('15 seconds ago')).toBeTruthy();
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
