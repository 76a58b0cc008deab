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

/** Letters and digits, as Misskey's access tokens use them. */
export const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Lower-case letters, as Misskey's emailed codes use them (L_CHARS). */
export const LOWER_CHARS = 'abcdefghijklmnopqrstuvwxyz';

/** A random string of the given characters. */
export function genCode(length: number, chars: string): string {
  let code = '';
  for (const byte of randomBytes(length)) code += chars[byte % chars.length];
  return code;
}

/** A random token of letters and digits, as Misskey's access tokens are (16 characters). */
export function genToken(length = 16): string {
  return genCode(length, TOKEN_CHARS);
}
