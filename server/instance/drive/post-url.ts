import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { UrlFetchError } from './fetch-errors';
import { type AddressPolicy, readCapped } from './fetch-url';

/**
 * POSTs a body to another server (a translator, a webhook, a push service) and hands back its
 * answer as it starts: connections go only to addresses the policy permits (the operator's
 * allowed private networks included, as for URL uploads), and redirects are not followed.
 */
export function guardedPost(
  url: URL,
  payload: Buffer,
  headers: Record<string, string>,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<IncomingMessage> {
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
      resolve,
    );
    req.on('timeout', () => req.destroy(new UrlFetchError('timed out', 'network')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** POSTs a body with guardedPost and reads the answer, for at most `maxBytes`; any status is handed back. */
export async function postCapped(
  url: URL,
  body: { data: Buffer; type: string },
  headers: Record<string, string>,
  policy: AddressPolicy,
  options: { maxBytes: number; timeoutMs: number },
): Promise<{ status: number; data: Buffer }> {
  const response = await guardedPost(
    url,
    body.data,
    { ...headers, 'Content-Type': body.type },
    policy,
    options.timeoutMs,
  );
  return { status: response.statusCode ?? 0, data: await readCapped(response, options.maxBytes) };
}

/** POSTs a body as it is (its type in the headers) with guardedPost; answers the status, the body dropped. */
export async function postBytes(
  url: URL,
  payload: Buffer,
  headers: Record<string, string>,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<number> {
  const response = await guardedPost(url, payload, headers, policy, timeoutMs);
  return new Promise((resolve, reject) => {
    response.resume();
    response.on('end', () => resolve(response.statusCode ?? 0));
    response.on('error', reject);
  });
}
