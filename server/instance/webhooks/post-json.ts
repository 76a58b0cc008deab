import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { UrlFetchError } from '../drive/fetch-errors';
import type { AddressPolicy } from '../drive/fetch-url';

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

/** POSTs a body as it is (its type in the headers), with postJson's address checks; answers the status. */
export function postBytes(
  url: URL,
  payload: Buffer,
  headers: Record<string, string>,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<number> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new UrlFetchError('only http and https URLs can be called', 'protocol'));
  }
  if (policy.refusesLiteral(url)) {
    return Promise.reject(new UrlFetchError(`${url.host} is a private address`, 'private-address'));
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        lookup: policy.lookup,
        timeout: timeoutMs,
        headers: { ...headers, 'Content-Length': String(payload.length) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new UrlFetchError('timed out', 'network')));
    req.on('error', reject);
    req.end(payload);
  });
}
