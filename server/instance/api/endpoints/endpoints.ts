import { defineEndpoint } from '../endpoint';

/** The names of every endpoint this server answers (the API console's list). */
export default defineEndpoint({
  name: 'endpoints',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  async handle() {
    // Loaded when asked: the index imports this file.
    const { endpoints } = await import('./index');
    return endpoints.map((endpoint) => endpoint.name);
  },
});
