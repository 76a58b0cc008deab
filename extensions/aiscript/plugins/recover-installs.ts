import type { TesseraHost } from '@tessera/sdk';
import { unlessInstalling } from './install-lock';
import { pendingTokenRequests, pluginToken, setPendingTokenRequest } from './plugin-tokens';

/**
 * Undoes installs the page left while their token was being granted, so installing stays all or
 * nothing: the plugin was never stored, so a token granted under the install's MiAuth session is
 * collected (miauth/{session}/check, once) and revoked. A request nobody allowed gets nothing
 * from the check and is forgotten; one that cannot be checked now is tried on a later visit.
 */
export async function undoInterruptedInstalls(host: TesseraHost): Promise<void> {
  const account = host.accounts.current.get();
  if (!account) return;
  for (const [installId, session] of Object.entries(pendingTokenRequests(host.preferences, account.id))) {
    await unlessInstalling(session, async () => {
      try {
        const answer = (await host.api.call(`miauth/${encodeURIComponent(session)}/check` as never, {} as never, {
          token: null,
        })) as { ok?: boolean; token?: unknown };
        const token = answer.ok && typeof answer.token === 'string' ? answer.token : null;
        // An install that finished after all (in another tab) keeps its token.
        if (token !== null && pluginToken(host.preferences, account.id, installId) !== token) {
          await host.api.call('i/revoke-token', { token });
        }
        setPendingTokenRequest(host.preferences, account.id, installId, null);
      } catch {
        // The server did not answer: the request stays noted for the next visit.
      }
    });
  }
}
