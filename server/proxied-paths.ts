/**
 * The path prefixes a Misskey server answers for the web client. In proxy mode (and in dev mode)
 * Tessera forwards these to the server so that the client's API calls stay same-origin.
 * The vite config reads this list too, so both modes forward exactly the same paths.
 */
export const PROXIED_PREFIXES = [
  '/api',
  '/streaming',
  '/files',
  '/proxy',
  '/emoji',
  '/avatar',
  '/twemoji',
  '/fluent-emoji',
  '/identicon',
  '/url',
  '/assets',
  // OAuth (the consent page itself is Tessera's, see proxy.ts) and the server's discovery documents.
  '/oauth',
  '/.well-known',
] as const;

/** The prefix that carries WebSocket upgrades. */
export const STREAMING_PREFIX = '/streaming';
