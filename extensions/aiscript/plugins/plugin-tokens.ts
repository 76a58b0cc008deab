/**
 * The tokens plugins call the API with, per account on this device (Misskey keeps them out of
 * the synced preference profile too: a token is a secret of one device).
 */
const keyFor = (accountId: string) => `tessera:pluginTokens:${accountId}`;

function read(accountId: string): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(keyFor(accountId)) ?? '{}') as unknown;
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The token a plugin was given on this device, if any. */
export function pluginToken(accountId: string, installId: string): string | null {
  return read(accountId)[installId] ?? null;
}

/** Keeps a plugin's token, or forgets it (null). */
export function setPluginToken(accountId: string, installId: string, token: string | null): void {
  const tokens = read(accountId);
  if (token === null) delete tokens[installId];
  else tokens[installId] = token;
  localStorage.setItem(keyFor(accountId), JSON.stringify(tokens));
}
