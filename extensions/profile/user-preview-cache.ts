import type { TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** How long a card's answer is reused: hovering the same name again soon asks nothing. */
export const USER_PREVIEW_CACHE_MS = 30_000;

const answers = new Map<string, { at: number; user: Promise<entities.UserDetailed> }>();

/**
 * The person a card shows (`users/show` by id), from a short cache kept per viewer and person;
 * `fresh` asks again (after following them from the card).
 */
export function previewUser(host: TesseraHost, userId: string, fresh = false): Promise<entities.UserDetailed> {
  const key = `${host.accounts.current.get()?.id ?? ''}:${userId}`;
  const kept = answers.get(key);
  if (kept && !fresh && Date.now() - kept.at < USER_PREVIEW_CACHE_MS) return kept.user;
  const user = host.api.call('users/show', { userId }) as Promise<entities.UserDetailed>;
  forgetExpired();
  answers.set(key, { at: Date.now(), user });
  user.catch(() => answers.delete(key));
  return user;
}

/** Drops the answers too old to be reused, so hovering many people in a long session keeps few. */
function forgetExpired(): void {
  const now = Date.now();
  for (const [key, kept] of answers) if (now - kept.at >= USER_PREVIEW_CACHE_MS) answers.delete(key);
}
