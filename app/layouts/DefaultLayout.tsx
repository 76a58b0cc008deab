import { Deferred, lazyComponent, useCurrentRoute, useHost, usePreference } from '@tessera/sdk';
import { type ComponentProps, Suspense, useEffect, useRef, useState } from 'react';
import type { Kernel } from '../../kernel/kernel';
import type { InstanceMeta } from '../fetch-meta';
import { MainColumn } from './MainColumn';
import type { Drawer, MobileNavBar as MobileNavBarView } from './MobileNavBar';
import { SideNav } from './SideNav';
import { useMediaQuery } from './use-media-query';

// The widget column is secondary: its code loads once the page's own content is shown.
const loadWidgetColumn = () => import('./WidgetColumn').then((module) => ({ default: module.WidgetColumn }));
// The navigation bar is for phones only: desktop browsers never load it.
const MobileNavBar = lazyComponent<ComponentProps<typeof MobileNavBarView>>(() =>
  import('./MobileNavBar').then((module) => ({ default: module.MobileNavBar })),
);
/** Where the phone layout begins (styles.css has the same breakpoint). */
export const PHONE_QUERY = '(max-width: 700px)';
/** Wide enough for a widget column on each side of the page. */
const TWO_SIDES_QUERY = '(min-width: 1600px)';

/**
 * The default layout: navigation sidebar, the page in the centre, widgets on wide screens. On
 * phone widths the sidebar and the widgets become drawers opened from the navigation bar.
 */
export function DefaultLayout({ kernel, meta }: { kernel: Kernel; meta: InstanceMeta }) {
  const { t } = useHost().i18n;
  const [drawer, setDrawer] = useDrawer();
  const phone = useMediaQuery(PHONE_QUERY);
  const twoSides = useMediaQuery(TWO_SIDES_QUERY);
  const [widgets] = usePreference('widgets');
  // Widgets placed on the left get a column of their own where the screen is wide enough; elsewhere they join the right.
  const left = twoSides && widgets.some((w) => w.place === 'left');
  return (
    <div className="layout-default" data-left-widgets={left}>
      <a className="skip-link" href="#main">
        {t('kernel.skipToContent')}
      </a>
      <SideNav meta={meta} open={drawer === 'menu'} />
      {left && (
        <aside className="layout-widgets" aria-label={t('kernel.widgetsLeft')}>
          <Deferred loader={loadWidgetColumn} props={{ side: 'left' }} />
        </aside>
      )}
      <MainColumn kernel={kernel} />
      <aside
        id="layout-widgets"
        className="layout-widgets"
        aria-label={t('kernel.widgets')}
        data-open={drawer === 'widgets'}
      >
        <Deferred loader={loadWidgetColumn} props={twoSides ? { side: 'right' } : {}} />
      </aside>
      {drawer && (
        <button
          type="button"
          className="drawer-backdrop"
          aria-label={t('kernel.close')}
          tabIndex={-1}
          onClick={() => setDrawer(null)}
        />
      )}
      {phone && (
        <Suspense fallback={null}>
          <MobileNavBar drawer={drawer} onDrawer={setDrawer} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The open drawer: it closes on navigation and on Escape; opening moves focus into it and
 * closing gives focus back to what opened it.
 */
function useDrawer(): [Drawer, (next: Drawer) => void] {
  const [drawer, setDrawer] = useState<Drawer>(null);
  const opener = useRef<HTMLElement | null>(null);
  const route = useCurrentRoute();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route closes the drawer.
  useEffect(() => setDrawer(null), [route.fullPath]);
  useEffect(() => {
    if (!drawer) return;
    const panel = document.getElementById(drawer === 'menu' ? 'layout-nav' : 'layout-widgets');
    panel?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDrawer(null);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener.current?.focus();
    };
  }, [drawer]);
  const change = (next: Drawer) => {
    if (next && !drawer) opener.current = document.activeElement as HTMLElement | null;
    setDrawer(next);
  };
  return [drawer, change];
}
