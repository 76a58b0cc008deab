import type { TesseraHost } from '@tessera/sdk';
import type {} from '../auth/api';

/**
 * Whether someone is signed in; a visitor is told 'signin required' and offered the sign-in
 * dialog (spec 000 section 6, spec 001 section 6).
 */
export async function requireSignIn(host: TesseraHost): Promise<boolean> {
  if (host.viewer.get().signedIn) return true;
  const canSignIn = host.commands.has('auth.signIn');
  const answer = await host.modals.dialog({
    type: 'info',
    text: host.i18n.t('kernel.signinRequired'),
    ...(canSignIn
      ? {
          actions: [
            { text: host.i18n.t('kernel.signIn'), value: 'signin', primary: true },
            { text: host.i18n.t('kernel.cancel'), value: 'cancel' },
          ],
        }
      : {}),
  });
  if (!answer.canceled && answer.result === 'signin') await host.commands.execute('auth.signIn');
  return false;
}
