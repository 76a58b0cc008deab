import { defineEndpoint } from '../endpoint';

/** Empties the instance between end-to-end tests; only offered with --enable-test-reset. */
export default defineEndpoint({
  name: 'reset-db',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    ctx.services.resetForTests();
    return undefined;
  },
});
