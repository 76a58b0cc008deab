import { useEffect, useState } from 'react';
import { clearCacheAndReload } from './clear-cache';

/** What went wrong, as far as the view can tell (spec 001 section 8, "Page-load error view"). */
type Diagnosis = 'checking' | 'serverDead' | 'newVersion' | 'failed';

/** The built-in picture, when the server names none (or cannot be asked). */
const DEFAULT_IMAGE = '/client-assets/server-error.svg';

/**
 * The page-load error view: a title, an explanation, a reload button and a troubleshooting link.
 * It asks the server's metadata (meta with detail=false): no answer means the server is down;
 * otherwise, when the server now serves another build of the client than this tab runs, a new
 * version is available and a reload takes it; else starting failed here. Plain English: the
 * strings may be what failed to load.
 */
export function PageLoadError({
  serverReachable,
  runningEntry = new URL(import.meta.url).pathname,
}: {
  serverReachable: boolean;
  /** The path of the code this tab runs (this module is the build's entry). */
  runningEntry?: string;
}) {
  const [diagnosis, setDiagnosis] = useState<Diagnosis>(serverReachable ? 'checking' : 'serverDead');
  const [image, setImage] = useState(DEFAULT_IMAGE);
  useEffect(() => {
    void diagnose(runningEntry).then(({ diagnosis: found, image: named }) => {
      setDiagnosis(found);
      if (named) setImage(named);
    });
  }, [runningEntry]);
  const text = {
    checking: 'Something went wrong while starting Tessera.',
    failed:
      'Something went wrong while starting Tessera. Reloading may help; if it keeps happening, clearing the cache may.',
    serverDead: 'The server is not answering. It may be down or restarting; try again in a moment.',
    newVersion: 'A new version of Tessera is available: this tab runs an older one. Reload to start the new one.',
  }[diagnosis];
  return (
    <main className="page-load-error" aria-labelledby="page-load-error-title">
      <img src={image} alt="" width={160} height={120} onError={(e) => e.currentTarget.remove()} />
      <h1 id="page-load-error-title">Page load error</h1>
      <p>{text}</p>
      <p className="page-load-error-actions">
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        {diagnosis === 'failed' && (
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

/** Asks the server what it can: whether it answers, its error picture, and which build it serves. */
async function diagnose(running: string): Promise<{ diagnosis: Diagnosis; image: string | null }> {
  let image: string | null = null;
  try {
    const response = await fetch('/api/meta', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ detail: false }),
    });
    if (!response.ok) return { diagnosis: 'serverDead', image };
    const meta = (await response.json()) as { serverErrorImageUrl?: string | null };
    if (meta.serverErrorImageUrl && /^https?:\/\//.test(meta.serverErrorImageUrl)) image = meta.serverErrorImageUrl;
  } catch {
    return { diagnosis: 'serverDead', image };
  }
  try {
    // The page the server serves now names its build's entry.
    const page = await (await fetch('/', { cache: 'no-store', credentials: 'omit' })).text();
    return { diagnosis: page.includes(running) ? 'failed' : 'newVersion', image };
  } catch {
    return { diagnosis: 'failed', image };
  }
}
