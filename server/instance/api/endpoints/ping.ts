import { defineEndpoint } from '../endpoint';

export default defineEndpoint({
  name: 'ping',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle: () => ({ pong: Date.now() }),
});
