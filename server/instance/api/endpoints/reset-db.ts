import { resetInstance } from '../../seed';
import { defineEndpoint } from '../endpoint';

/** Empties the instance between end-to-end tests; only offered with --enable-test-reset. */
export default defineEndpoint({
  name: 'reset-db',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    resetInstance(ctx.services.instance, ctx.services.drive);
    return undefined;
  },
});
