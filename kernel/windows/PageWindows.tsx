import { lazyComponent, preloadComponent, useReadable } from '@tessera/sdk';
import { type ReactNode, Suspense } from 'react';
import { createPortal } from 'react-dom';
import type { Kernel } from '../kernel';

// Page windows load their code on first use (or once the first view has settled).
const loadPageWindow = () => import('./PageWindow').then((module) => ({ default: module.PageWindow }));
const PageWindow = lazyComponent(loadPageWindow);

/** Loads the page window's code ahead of its first use. */
export function preloadPageWindowCode(): Promise<unknown> {
  return preloadComponent(loadPageWindow);
}

/** Every open page window, above the app and below modals. */
export function PageWindows({
  kernel,
  loginRequired,
  loading,
}: {
  kernel: Kernel;
  loginRequired: ReactNode;
  loading: ReactNode;
}) {
  const windows = useReadable(kernel.windows);
  if (windows.length === 0) return null;
  return createPortal(
    <Suspense fallback={null}>
      <div className="page-windows">
        {windows.map((w, index) => (
          <PageWindow
            key={w.id}
            path={w.path}
            index={index}
            routes={kernel.registries.points.route}
            signedIn={() => kernel.accounts.current.get() !== null}
            i18n={kernel.host.i18n}
            modals={kernel.host.modals}
            copy={kernel.host.copyToClipboard}
            showInPage={(path) => {
              kernel.router().push(path);
              kernel.windows.close(w.id);
            }}
            close={() => kernel.windows.close(w.id)}
            loginRequired={loginRequired}
            loading={loading}
          />
        ))}
      </div>
    </Suspense>,
    document.body,
  );
}
