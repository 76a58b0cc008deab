import { describe, expect, it } from 'vitest';
import { calendarProgress } from './progress';

describe('calendar progress', () => {
  it('is halfway through the day at noon', () => {
    expect(calendarProgress(new Date(2026, 5, 15, 12, 0)).day).toBeCloseTo(0.5, 5);
  });

  it('starts the month and the year at zero', () => {
    const p = calendarProgress(new Date(2026, 0, 1, 0, 0));
    expect(p).toEqual({ day: 0, month: 0, year: 0 });
  });

  it('knows a leap year is longer', () => {
    // 1 July 2028 (a leap year) is day 182 of 366.
    expect(calendarProgress(new Date(2028, 6, 1)).year).toBeCloseTo(182 / 366, 5);
  });
});
