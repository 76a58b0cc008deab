/**
 * The tokens plugins call the API with, per account on this device (Misskey keeps them out of
 * the synced preference profile too: a token is a secret of one device), and the token requests
 * of installs under way.
 */
const tokensKey = (accountId: string) => `tessera:pluginTokens:${accountId}`;

/**
 * Token requests of installs under way, per account: the MiAuth session each token is asked
 * under, written before the token can exist and removed in the same task that stores it, so a
 * token granted to an install the page left before storing can be found and revoked.
 */
const requestsKey = (accountId: string) => `tessera:pluginTokenRequests:${accountId}`;

function read(key: string): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as unknown;
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Sets or removes (null) one entry of a stored record; an empty record is removed. */
function write(key: string, entry: string, value: string | null): void {
  const record = read(key);
  if (value === null) delete record[entry];
  else record[entry] = value;
  if (Object.keys(record).length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(record));
}

/** The token a plugin was given on this device, if any. */
export function pluginToken(accountId: string, installId: string): string | null {
  return read(tokensKey(accountId))[installId] ?? null;
}

/** Keeps a plugin's token, or forgets it (null). */
export function setPluginToken(accountId: string, installId: string, token: string | null): void {
  write(tokensKey(accountId), installId, token);
}

/** The installs whose token request has not ended (installId to MiAuth session). */
export function pendingTokenRequests(accountId: string): Record<string, string> {
  return read(requestsKey(accountId));
}

/** Notes an install's token request (its session), or that it ended (null). */
export function setPendingTokenRequest(accountId: string, installId: string, session: string | null): void {
  write(requestsKey(accountId), installId, session);
}
