import { randomBytes } from 'node:crypto';

/** Misskey's aid epoch: 2000-01-01T00:00:00Z. */
const EPOCH = 946_684_800_000;
let counter = randomBytes(2).readUInt16BE(0);

/**
 * A new id in Misskey's aid format: 8 base-36 digits of milliseconds since 2000, then 2 of a
 * wrapping counter, so ids sort by creation time as Misskey's do.
 */
export function genAid(now: number = Date.now()): string {
  const time = Math.max(0, now - EPOCH)
    .toString(36)
    .padStart(8, '0');
  counter = (counter + 1) % (36 * 36);
  return time + counter.toString(36).padStart(2, '0');
}

/** The creation time encoded in an aid. */
export function aidTime(id: string): number {
  return Number.parseInt(id.slice(0, 8), 36) + EPOCH;
}

/** A random token of letters and digits, as Misskey's access tokens are (16 characters). */
export function genToken(length = 16): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let token = '';
  for (const byte of bytes) token += alphabet[byte % alphabet.length];
  return token;
}
