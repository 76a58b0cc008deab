import Parser from 'rss-parser';
import { UrlFetchError } from '../../drive/fetch-errors';
import { apiErrors } from '../../errors';
import { defineEndpoint } from '../endpoint';
import { url } from '../schema';

/** A feed is text; more than this is not one worth showing in a widget. */
const MAX_BYTES = 2 * 1024 * 1024;
const parser = new Parser();

/**
 * Reads an RSS or Atom feed for the RSS widgets (the client cannot fetch other origins under its
 * Content-Security-Policy): fetched only from addresses the operator permits, parsed with
 * rss-parser, the parser Misskey uses, so the answer has Misskey's shape.
 */
export default defineEndpoint({
  name: 'fetch-rss',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: { url }, required: ['url'] },
  async handle(params, ctx) {
    let address: URL;
    try {
      address = new URL(decodeURIComponent(params.url));
    } catch {
      throw apiErrors.invalidParam({ param: 'url', reason: 'not a URL' });
    }
    let body: Buffer;
    try {
      body = (await ctx.services.addresses.fetch(address, { maxBytes: MAX_BYTES, timeoutMs: 5_000 })).data;
    } catch (error) {
      if (error instanceof UrlFetchError) throw apiErrors.invalidParam({ param: 'url', reason: error.message });
      throw error;
    }
    try {
      return await parser.parseString(body.toString('utf8'));
    } catch {
      throw apiErrors.invalidParam({ param: 'url', reason: 'not an RSS or Atom feed' });
    }
  },
});
