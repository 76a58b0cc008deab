import { useExtensionStrings, useReadable } from '@tessera/sdk';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Kernel } from '../kernel';
import { PageWindow } from './PageWindow';

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
  // The windows' controls are named by the later strings: the first window waits for them.
  useExtensionStrings('kernel');
  if (windows.length === 0) return null;
  return createPortal(
    <div className="page-windows">
      {windows.map((w, index) => (
        <PageWindow
          key={w.id}
          path={w.path}
          index={index}
          routes={kernel.registries.point('route')}
          signedIn={() => kernel.accounts.current.get() !== null}
          rights={() => kernel.host.viewer.get()}
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
    </div>,
    document.body,
  );
}
