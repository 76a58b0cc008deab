import { useEffect, useState } from 'react';
import { clearCacheAndReload } from './clear-cache';
import type { Diagnosis } from './page-load-diagnosis';

/**
 * The page-load error view (spec 001 section 8): a title, an explanation, a reload button and a
 * troubleshooting link. Without the server's metadata it says the server is down; otherwise it
 * loads the diagnosis (a new version, or a failure here). Plain English: the strings may be what
 * failed to load.
 */
export function PageLoadError({
  serverReachable,
  runningEntry = new URL(import.meta.url).pathname,
}: {
  serverReachable: boolean;
  /** The path of the code this tab runs (this module is the build's entry). */
  runningEntry?: string;
}) {
  const [found, setFound] = useState<Diagnosis | null>(null);
  useEffect(() => {
    if (!serverReachable) return;
    import('./page-load-diagnosis').then(
      (m) => m.diagnose(runningEntry).then(setFound),
      () => setFound({ text: null, image: null, offerClearCache: false }),
    );
  }, [serverReachable, runningEntry]);
  const text =
    !serverReachable || found?.text === null
      ? 'The server is not answering. It may be down or restarting; try again in a moment.'
      : (found?.text ?? 'Something went wrong while starting Tessera.');
  return (
    <main className="page-load-error" aria-labelledby="page-load-error-title">
      <img
        src={found?.image ?? '/client-assets/server-error.svg'}
        alt=""
        width={160}
        height={120}
        onError={(e) => e.currentTarget.remove()}
      />
      <h1 id="page-load-error-title">Page load error</h1>
      <p>{text}</p>
      <p className="page-load-error-actions">
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        {found?.offerClearCache && (
          <button type="button" className="button" onClick={() => void clearCacheAndReload()}>
            Clear the cache and reload
          </button>
        )}
      </p>
      <p>
        <a href="https://misskey-hub.net/docs/for-users/resources/troubleshooting/" rel="noopener noreferrer">
          Troubleshooting
        </a>
      </p>
    </main>
  );
}
