import { describe, expect, it } from 'vitest';
import { clockParts, timeZones } from './time-zone';

describe('clock widgets', () => {
  it('tells the time in a time zone', () => {
    const moment = new Date('2026-01-02T03:04:05.678Z');
    expect(clockParts(moment, 'UTC')).toEqual({ h: 3, m: 4, s: 5, ms: moment.getMilliseconds() });
    expect(clockParts(moment, 'Asia/Tokyo').h).toBe(12);
  });

  it('offers the runtime’s time zones', () => {
    expect(timeZones()).toContain('UTC');
  });
});
