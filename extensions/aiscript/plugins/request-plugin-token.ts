import type { TesseraHost } from '@tessera/sdk';
import type {} from '../../auth/api';
import { holdingInstallLock } from './install-lock';
import { setPendingTokenRequest, setPluginToken } from './plugin-tokens';

/**
 * Asks the person for a plugin's token (auth.requestToken, named after the plugin, with the
 * permissions it declares) and keeps it on the device; null when they cancel. The request is
 * noted with its MiAuth session before the token can exist, and the token is stored, `alongside`
 * done and the note removed in one task as it arrives: a page left in between leaves the note,
 * from which the token is revoked on the next visit (recover-installs.ts), never a lost token.
 */
export function requestPluginToken(
  host: TesseraHost,
  accountId: string,
  plugin: { installId: string; name: string; permissions: readonly string[] },
  alongside: () => void = () => {},
): Promise<string | null> {
  const session = crypto.randomUUID();
  return holdingInstallLock(session, async () => {
    setPendingTokenRequest(host.preferences, accountId, plugin.installId, session);
    const token = await host.commands.execute('auth.requestToken', {
      name: plugin.name,
      permissions: plugin.permissions,
      information: host.i18n.t('aiscript.plugins.tokenInformation'),
      session,
    });
    // From here on, one task: the page cannot leave in between.
    if (token !== null) {
      setPluginToken(host.preferences, accountId, plugin.installId, token);
      alongside();
    }
    setPendingTokenRequest(host.preferences, accountId, plugin.installId, null);
    return token;
  });
}
