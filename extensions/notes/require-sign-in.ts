import type { TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/**
 * Whether someone is signed in; a visitor is asked to sign in instead (visitor-sign-in.ts, whose
 * code loads only then: the first view of someone signed in never needs it).
 */
export async function requireSignIn(host: TesseraHost, note?: entities.Note): Promise<boolean> {
  if (host.viewer.get().signedIn) return true;
  const { askVisitorToSignIn } = await import('./visitor-sign-in');
  return askVisitorToSignIn(host, note);
}
