import { useExtensionStrings, useHost } from '@tessera/sdk';
import { Suspense, useEffect, useState } from 'react';
import { bridgePush } from './push-bridge';
import './update-notice.css';

/**
 * Registers the service worker (built clients only; spec 001: at the root) and, when it reports
 * that the server has a newer build than this tab runs, offers to reload (spec 000's "new version
 * of the client available").
 */
export default function UpdateNotice() {
  const host = useHost();
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'tessera:newVersion') setNewer(true);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    let unbridge = () => {};
    let gone = false;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // The code this visit loaded before the worker was there: the worker keeps it too.
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.includes('/client-assets/'));
        registration.active?.postMessage({ type: 'tessera:keep', urls });
        // Push notifications: the worker gets the accounts and language it shows them with.
        if (!gone) unbridge = bridgePush(registration, host);
      })
      .catch(() => {
        // Without it the app works as before, only without the offline start.
      });
    return () => {
      gone = true;
      unbridge();
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, [host]);
  if (!newer) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionNotice dismiss={() => setNewer(false)} />
    </Suspense>
  );
}

/** The offer to reload (its strings come with the later table). */
function NewVersionNotice({ dismiss }: { dismiss(): void }) {
  const t = useExtensionStrings('kernel');
  return (
    <div className="update-notice" role="status">
      <span>{t('newVersion')}</span>
      <button type="button" className="button primary small" onClick={() => location.reload()}>
        {t('reload')}
      </button>
      <button type="button" className="button small" onClick={dismiss}>
        {t('later')}
      </button>
    </div>
  );
}
