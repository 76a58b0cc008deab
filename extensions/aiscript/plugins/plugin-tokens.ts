import type { PreferencesHandle } from '@tessera/sdk';

/**
 * The tokens plugins call the API with, per account on this device (Misskey keeps them out of
 * the synced preference profile too: a token is a secret of one device), and the token requests
 * of installs under way; both are device-only preferences.
 */
type TokenPreferences = Pick<PreferencesHandle, 'get' | 'set'>;

/**
 * Token requests of installs under way, per account: the MiAuth session each token is asked
 * under, written before the token can exist and removed in the same task that stores it, so a
 * token granted to an install the page left before storing can be found and revoked.
 */
type RecordKey = 'aiscript.pluginTokens' | 'aiscript.pluginTokenRequests';

function read(preferences: TokenPreferences, key: RecordKey, accountId: string): Record<string, string> {
  return { ...(preferences.get(key)?.[accountId] ?? {}) };
}

/** Sets or removes (null) one entry of an account's record; an empty record is removed. */
function write(
  preferences: TokenPreferences,
  key: RecordKey,
  accountId: string,
  entry: string,
  value: string | null,
): void {
  const record = read(preferences, key, accountId);
  if (value === null) delete record[entry];
  else record[entry] = value;
  const { [accountId]: _old, ...others } = preferences.get(key) ?? {};
  preferences.set(key, Object.keys(record).length === 0 ? others : { ...others, [accountId]: record });
}

/** The token a plugin was given on this device, if any. */
export function pluginToken(preferences: TokenPreferences, accountId: string, installId: string): string | null {
  return read(preferences, 'aiscript.pluginTokens', accountId)[installId] ?? null;
}

/** Keeps a plugin's token, or forgets it (null). */
export function setPluginToken(
  preferences: TokenPreferences,
  accountId: string,
  installId: string,
  token: string | null,
): void {
  write(preferences, 'aiscript.pluginTokens', accountId, installId, token);
}

/** The installs whose token request has not ended (installId to MiAuth session). */
export function pendingTokenRequests(preferences: TokenPreferences, accountId: string): Record<string, string> {
  return read(preferences, 'aiscript.pluginTokenRequests', accountId);
}

/** Notes an install's token request (its session), or that it ended (null). */
export function setPendingTokenRequest(
  preferences: TokenPreferences,
  accountId: string,
  installId: string,
  session: string | null,
): void {
  write(preferences, 'aiscript.pluginTokenRequests', accountId, installId, session);
}
