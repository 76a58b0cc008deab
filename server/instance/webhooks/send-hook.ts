import { randomUUID } from 'node:crypto';
import type { AddressPolicy } from '../drive/fetch-url';
import type { Instance } from '../instance';
import { postJson } from './post-json';

/** How long a receiver may take to answer. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Sends one webhook delivery as Misskey does (a JSON POST with the event, the X-Misskey-Hook-*
 * headers and the secret), only to addresses the operator's policy permits. Answers the status the
 * receiver gave, 0 for none (a refused address, no answer, a bad URL).
 */
export async function sendHook(
  instance: Instance,
  addresses: AddressPolicy,
  hook: { id: string; url: string; secret: string; userId?: string | null },
  type: string,
  body: unknown,
): Promise<number> {
  try {
    return await postJson(
      new URL(hook.url),
      {
        server: instance.url(),
        hookId: hook.id,
        ...(hook.userId !== undefined ? { userId: hook.userId } : {}),
        eventId: randomUUID(),
        createdAt: Date.now(),
        type,
        body,
      },
      {
        'User-Agent': 'Misskey-Hooks',
        'X-Misskey-Host': instance.host(),
        'X-Misskey-Hook-Id': hook.id,
        'X-Misskey-Hook-Secret': hook.secret,
      },
      addresses,
      DELIVERY_TIMEOUT_MS,
    );
  } catch {
    return 0;
  }
}
