import {
  HostContext,
  lazyComponent,
  ServiceView,
  useAccount,
  useCurrentRoute,
  usePreference,
  useService,
} from '@tessera/sdk';
import { type ComponentProps, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type {} from '../extensions/deck/api';
import { markBoot } from '../kernel/boot-marks';
import type { Kernel } from '../kernel/kernel';
import { ModalLayers } from '../kernel/modals/ModalLayers';
import { Toasts } from '../kernel/modals/Toasts';
import { WindowLayer } from '../kernel/windows/WindowLayer';
import type { InstanceMeta } from './fetch-meta';
import { chooseLayout } from './layouts/choose-layout';
import { DefaultLayout, PHONE_QUERY } from './layouts/DefaultLayout';
import { MainColumn } from './layouts/MainColumn';
import { SideNav } from './layouts/SideNav';
import { useMediaQuery } from './layouts/use-media-query';
import type VisitorLayoutView from './layouts/VisitorLayout';
import { ZenLayout } from './layouts/ZenLayout';
import { Overlays } from './Overlays';
import { loginRequiredPage } from './pages/login-required';

// Only visitors load the visitor layout.
const VisitorLayout = lazyComponent<ComponentProps<typeof VisitorLayoutView>>(() => import('./layouts/VisitorLayout'));

/** The running app: the host for every component, the layout, and the modal layers above it. */
export function App({ kernel, meta }: { kernel: Kernel; meta: InstanceMeta }) {
  const root = useRef<HTMLDivElement>(null);
  const appRoot = useCallback(() => root.current, []);

  // The first commit: pages have started their first calls; the first view settles after them.
  useEffect(() => {
    markBoot('app');
    kernel.firstView.markRendered();
  }, [kernel]);

  // Links drawn outside React's Link (menus, rendered text) still navigate inside the page.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[data-router-link]');
      if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      const to = anchor.getAttribute('href') ?? '/';
      if (event.shiftKey) kernel.windows.open(to);
      else kernel.router().push(to);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [kernel]);

  return (
    <HostContext.Provider value={kernel.host}>
      <div ref={root} className="app-root">
        <Layout kernel={kernel} meta={meta} />
        <Overlays />
      </div>
      <WindowLayer
        kernel={kernel}
        loginRequired={loginRequiredPage}
        loading={<p role="status">{kernel.host.i18n.t('kernel.loading')}</p>}
      />
      <ModalLayers stack={kernel.modalStack} appRoot={appRoot} />
      <Toasts store={kernel.toasts} />
    </HostContext.Provider>
  );
}

/** The layout the address calls for, chosen again on every navigation. */
function Layout({ kernel, meta }: { kernel: Kernel; meta: InstanceMeta }) {
  const [simpleForNonRootPages] = usePreference('deck.useSimpleUiForNonRootPages');
  // The layout chosen on this device, as the page loaded: a change reloads the app.
  const [uiChoice] = useState(() => kernel.host.preferences.get('ui'));
  const choice = { ui: uiChoice, simpleForNonRootPages: simpleForNonRootPages ?? true };
  const { fullPath } = useCurrentRoute();
  const layout = chooseLayout(fullPath, useAccount() !== null, choice);
  const deck = useService('deck.layout');
  const phone = useMediaQuery(PHONE_QUERY);
  // The deck, where its extension is on; on phones it shows one column at a time.
  if (layout === 'deck' && deck) {
    return (
      <ServiceView
        id="deck.layout"
        props={{
          nav: <SideNav meta={meta} />,
          main: <MainColumn kernel={kernel} />,
          onPage: (fullPath.split(/[?#]/)[0] ?? '/') !== '/',
          phone,
        }}
        fallback={null}
      />
    );
  }
  if (layout === 'default' || layout === 'deck') return <DefaultLayout kernel={kernel} meta={meta} />;
  if (layout === 'visitor') {
    return (
      <Suspense fallback={null}>
        <VisitorLayout meta={meta} main={<MainColumn kernel={kernel} />} />
      </Suspense>
    );
  }
  return <ZenLayout kernel={kernel} minimal={layout === 'minimal'} />;
}
