/** An account this young is not asked yet (spec 001: "older than 3 days"). */
export const DONATION_MIN_ACCOUNT_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** The notice comes back this long after it was last closed ("last shown over 30 days ago"). */
export const DONATION_INTERVAL_MS = 30 * 24 * 60 * 60 * 1000;
/** Misskey's page about supporting the project. */
export const DONATION_URL = 'https://misskey-hub.net/docs/donate/';

/**
 * Whether the notice asking to support Misskey shows now (spec 001 section 1): the account is
 * older than 3 days, the notice was last closed over 30 days ago (or never), the page is not the
 * MiAuth consent, and this device was not told never to show it.
 */
export function donationDue(state: {
  /** The signed-in account's `createdAt`; none for a visitor. */
  accountCreatedAt: string | undefined;
  /** When the notice was last closed on this device (ms), or null. */
  lastShownAt: number | null;
  neverShow: boolean;
  pathname: string;
  now: number;
}): boolean {
  if (state.neverShow || !state.accountCreatedAt) return false;
  if (state.pathname.startsWith('/miauth')) return false;
  const createdAt = Date.parse(state.accountCreatedAt);
  if (Number.isNaN(createdAt) || state.now - createdAt <= DONATION_MIN_ACCOUNT_AGE_MS) return false;
  return state.lastShownAt === null || state.now - state.lastShownAt > DONATION_INTERVAL_MS;
}
