import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { UrlFetchError } from './fetch-errors';
import { type AddressPolicy, readCapped } from './fetch-url';

/**
 * POSTs a body to another server's API (a translator) and reads its answer, for at most
 * `maxBytes`: connections go only to addresses the policy permits (the operator's allowed private
 * networks included), redirects are not followed, and any status is handed back with the body.
 */
export function postCapped(
  url: URL,
  body: { data: Buffer; type: string },
  headers: Record<string, string>,
  policy: AddressPolicy,
  options: { maxBytes: number; timeoutMs: number },
): Promise<{ status: number; data: Buffer }> {
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
        timeout: options.timeoutMs,
        headers: { ...headers, 'Content-Type': body.type, 'Content-Length': String(body.data.length) },
      },
      (response) => {
        readCapped(response, options.maxBytes).then(
          (data) => resolve({ status: response.statusCode ?? 0, data }),
          reject,
        );
      },
    );
    req.on('timeout', () => req.destroy(new UrlFetchError('timed out', 'network')));
    req.on('error', reject);
    req.end(body.data);
  });
}
