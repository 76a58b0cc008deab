import { useEffect, useState } from 'react';
import { fetchMeta, type InstanceMeta } from './fetch-meta';
import { PageLoadError } from './PageLoadError';
import { Shell } from './Shell';

type BootState = { phase: 'loading' } | { phase: 'ready'; meta: InstanceMeta } | { phase: 'failed' };

/** Loads the instance's metadata, then shows the shell, or the page-load error view. */
export function Boot() {
  const [state, setState] = useState<BootState>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    fetchMeta().then(
      (meta) => live && setState({ phase: 'ready', meta }),
      () => live && setState({ phase: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state.phase === 'loading') {
    return (
      <div className="boot-splash" role="status" aria-live="polite">
        <img src="/client-assets/icon.svg" alt="" width={64} height={64} />
        <span className="visually-hidden">Loading Tessera</span>
      </div>
    );
  }
  if (state.phase === 'failed') return <PageLoadError serverReachable={false} />;
  return <Shell meta={state.meta} />;
}
