import { useHost, useRouter } from '@tessera/sdk';
import { useEffect } from 'react';

/** /redirect-test: goes on to one's own profile (spec 000: signed in, else the root). */
export default function RedirectTestPage() {
  const host = useHost();
  const router = useRouter();
  useEffect(() => {
    const account = host.accounts.current.get();
    router.replace(account ? `/@${account.username}` : '/');
  }, [host, router]);
  return <p role="status">{host.i18n.t('kernel.loading')}</p>;
}
