import { NotFoundView, type PageProps, useExtensionStrings, useHost } from '@tessera/sdk';
import type {} from '../../extensions/auth/api';

/** The not-found page; a visitor who asked for a sign-in-only page also gets a sign-in prompt. */
export default function NotFoundPage({ loginRequired = false }: Partial<PageProps> & { loginRequired?: boolean }) {
  const t = useExtensionStrings('kernel');
  const host = useHost();
  return (
    <NotFoundView>
      {loginRequired && (
        <>
          <p role="alert" className="signin-required">
            {t('signinRequired')}
          </p>
          {host.commands.has('auth.signIn') && (
            <button type="button" className="button primary" onClick={() => void host.commands.execute('auth.signIn')}>
              {t('signIn')}
            </button>
          )}
        </>
      )}
    </NotFoundView>
  );
}
