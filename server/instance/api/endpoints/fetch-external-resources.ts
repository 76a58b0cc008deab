import { createHash } from 'node:crypto';
import { UrlFetchError } from '../../drive/fetch-errors';
import { apiErrors, clientError } from '../../errors';
import { defineEndpoint } from '../endpoint';
import { HOUR } from '../rate-limit';
import { text, url } from '../schema';

const invalidSchema = clientError(
  'EXT_RESOURCE_RETURNED_INVALID_SCHEMA',
  'bb774091-7a15-4a70-9dc5-6ac8cf125856',
  'External resource returned invalid schema.',
);
const hashUnmatched = clientError(
  'EXT_RESOURCE_HASH_DIDNT_MATCH',
  '693ba8ba-b486-40df-a174-72f8279b56a4',
  'Hash did not match.',
);

/** A plugin or theme is small; anything bigger is not one. */
const MAX_BYTES = 1024 * 1024;

/**
 * Fetches a plugin or theme published as `{ type, data }` JSON for /install-extensions, which the
 * client cannot fetch itself under its Content-Security-Policy. The data must match the SHA-512
 * the link gave (line ends made \n first), so a changed file is refused.
 */
export default defineEndpoint({
  name: 'fetch-external-resources',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: { duration: HOUR, max: 50 },
  params: { type: 'object', properties: { url, hash: text(256) }, required: ['url', 'hash'] },
  async handle(params, ctx) {
    let address: URL;
    try {
      address = new URL(params.url);
    } catch {
      throw apiErrors.invalidParam({ param: 'url', reason: 'not a URL' });
    }
    let body: Buffer;
    try {
      body = (await ctx.services.addresses.fetch(address, { maxBytes: MAX_BYTES, timeoutMs: 10_000 })).data;
    } catch (error) {
      if (error instanceof UrlFetchError) throw apiErrors.invalidParam({ param: 'url', reason: error.message });
      throw error;
    }
    let resource: unknown;
    try {
      resource = JSON.parse(body.toString('utf8'));
    } catch {
      throw invalidSchema();
    }
    const { type, data } = (typeof resource === 'object' && resource !== null ? resource : {}) as {
      type?: unknown;
      data?: unknown;
    };
    if (typeof type !== 'string' || !type || typeof data !== 'string' || !data) throw invalidSchema();
    const hash = createHash('sha512').update(data.replace(/\r\n/g, '\n')).digest('hex');
    if (hash !== params.hash) throw hashUnmatched();
    return { type, data };
  },
});
