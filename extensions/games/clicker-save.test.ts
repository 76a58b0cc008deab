import { describe, expect, it } from 'vitest';
import { upgradeSave } from './clicker-save';

describe("the clicker's save", () => {
  it('brings a version 1 save (cookies and clicks) up to date, and starts a fresh one from nothing', () => {
    expect(upgradeSave({ gameVersion: 1, cookies: 12, clicked: 12 })).toEqual({
      gameVersion: 2,
      cookies: 12,
      totalCookies: 12,
      totalHandmadeCookies: 12,
      clicked: 12,
    });
    expect(upgradeSave(null)).toEqual({
      gameVersion: 2,
      cookies: 0,
      totalCookies: 0,
      totalHandmadeCookies: 0,
      clicked: 0,
    });
    expect(upgradeSave({ cookies: -4, clicked: 'x' })).toMatchObject({ cookies: 0, clicked: 0 });
  });
});
