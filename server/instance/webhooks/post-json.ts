import type { AddressPolicy } from '../drive/fetch-url';
import { postBytes } from '../drive/post-url';

/**
 * POSTs JSON to a URL and answers the HTTP status, connecting only to addresses the policy
 * permits (the operator's allowed private networks included, as for URL uploads). Redirects are
 * not followed; the answer's body is read and dropped.
 */
export function postJson(
  url: URL,
  body: unknown,
  headers: Record<string, string>,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<number> {
  return postBytes(
    url,
    Buffer.from(JSON.stringify(body)),
    { ...headers, 'Content-Type': 'application/json' },
    policy,
    timeoutMs,
  );
}
