import { describe, expect, it } from 'vitest';
import { DONATION_INTERVAL_MS, DONATION_MIN_ACCOUNT_AGE_MS, donationDue } from './donation-due';

const now = Date.parse('2026-05-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const state = {
  accountCreatedAt: new Date(now - 10 * DAY).toISOString(),
  lastShownAt: null,
  neverShow: false,
  pathname: '/',
  now,
};

// Spec 001: "A donation notice is shown only if the account is older than 3 days, the notice was
// last shown over 30 days ago, the current page is not /miauth, and the user has not opted out."
describe('when the donation notice shows', () => {
  it('shows to an account older than three days that never saw it', () => {
    expect(donationDue(state)).toBe(true);
  });

  it('waits until the account is older than three days', () => {
    const at = (age: number) => donationDue({ ...state, accountCreatedAt: new Date(now - age).toISOString() });
    expect(at(DONATION_MIN_ACCOUNT_AGE_MS)).toBe(false);
    expect(at(DONATION_MIN_ACCOUNT_AGE_MS + 1)).toBe(true);
    expect(at(DAY)).toBe(false);
  });

  it('comes back only over thirty days after it was last shown', () => {
    expect(donationDue({ ...state, lastShownAt: now - DAY })).toBe(false);
    expect(donationDue({ ...state, lastShownAt: now - DONATION_INTERVAL_MS })).toBe(false);
    expect(donationDue({ ...state, lastShownAt: now - DONATION_INTERVAL_MS - 1 })).toBe(true);
  });

  it('never shows on the MiAuth consent page, after "never show again", or to a visitor', () => {
    expect(donationDue({ ...state, pathname: '/miauth/abc' })).toBe(false);
    expect(donationDue({ ...state, neverShow: true })).toBe(false);
    expect(donationDue({ ...state, accountCreatedAt: undefined })).toBe(false);
  });
});
