import './page-window.css';
import {
  type ContributionEntry,
  type I18n,
  Icon,
  type ModalHandle,
  type Readable,
  type RouteContribution,
  RouterContext,
} from '@tessera/sdk';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { MemoryHistory } from '../router/history';
import { RouterView } from '../router/RouterView';
import { Router } from '../router/router';
import {
  DOUBLE_CLICK_MS,
  type Geometry,
  HANDLES,
  type Handle,
  initialGeometry,
  move,
  resize,
  WINDOW_MINIMIZED,
} from './window-geometry';

export interface PageWindowProps {
  path: string;
  index: number;
  routes: Readable<readonly ContributionEntry<RouteContribution>[]>;
  signedIn(): boolean;
  /** The viewer's rights, for the control panel's routes. */
  rights(): { isModerator: boolean; isAdmin: boolean };
  i18n: I18n;
  modals: ModalHandle;
  /** Copies text and says so (the host's copyToClipboard). */
  copy(text: string): Promise<void>;
  /** Shows the window's address in the main view. */
  showInPage(path: string): void;
  close(): void;
  loginRequired: ReactNode;
  loading: ReactNode;
}

/**
 * A page in a small window with its own router (spec 001 section 2): draggable, resizable from
 * 8 handles, minimise, maximise, Escape closes, a double-click on the header toggles maximise.
 */
export function PageWindow(props: PageWindowProps) {
  const { i18n, modals } = props;
  const t = i18n.t;
  const [router] = useState(
    () =>
      new Router({
        routes: props.routes,
        signedIn: props.signedIn,
        rights: props.rights,
        history: new MemoryHistory(props.path),
        fullLoad: null,
      }),
  );
  const [geometry, setGeometry] = useState<Geometry>(() =>
    initialGeometry(props.index, { width: window.innerWidth, height: window.innerHeight }),
  );
  const [maximized, setMaximized] = useState(false);
  const [minimized, setMinimized] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const [route, setRoute] = useState(router.current());
  const lastHeaderClick = useRef(0);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    router.attach();
    setRoute(router.current());
    const sub = router.onChange((r) => setRoute(r));
    return () => {
      sub.dispose();
      router.detach();
    };
  }, [router]);
  useEffect(() => {
    box.current?.focus();
  }, []);

  const url = () => new URL(route.fullPath, window.location.origin).href;
  const drag = (event: PointerEvent, apply: (start: Geometry, dx: number, dy: number) => Geometry) => {
    if (maximized || event.button !== 0) return;
    event.preventDefault();
    const start = geometry;
    const x0 = event.clientX;
    const y0 = event.clientY;
    const target = event.currentTarget as HTMLElement;
    target.setPointerCapture?.(event.pointerId);
    const onMove = (e: globalThis.PointerEvent) => setGeometry(apply(start, e.clientX - x0, e.clientY - y0));
    const onUp = () => {
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerup', onUp);
    };
    target.addEventListener('pointermove', onMove);
    target.addEventListener('pointerup', onUp);
  };
  const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

  const onHeaderPointerDown = (event: PointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    const now = Date.now();
    if (now - lastHeaderClick.current < DOUBLE_CLICK_MS) {
      lastHeaderClick.current = 0;
      setMaximized((m) => !m);
      return;
    }
    lastHeaderClick.current = now;
    drag(event, (start, dx, dy) => move(start, dx, dy, viewport()));
  };

  // Keyboard: Escape closes; on the header, arrows move and shift+arrows resize.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      props.close();
    }
  };
  const onHeaderKeyDown = (event: KeyboardEvent) => {
    const step = 16;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
      event.key
    ];
    if (!delta || maximized) return;
    event.preventDefault();
    const [dx, dy] = delta as [number, number];
    setGeometry((g) => (event.shiftKey ? resize(g, 'se', dx, dy) : move(g, dx, dy, viewport())));
  };

  const openMenu = (anchor: HTMLElement) =>
    modals.menu(
      [
        {
          type: 'button',
          text: t('kernel.window.showInPage'),
          icon: 'home',
          action: () => props.showInPage(route.fullPath),
        },
        {
          type: 'button',
          text: t('kernel.window.popOut'),
          icon: 'external',
          action: () => {
            window.open(url(), '_blank', 'popup,width=500,height=500');
            props.close();
          },
        },
        {
          type: 'button',
          text: t('kernel.window.openInNewTab'),
          icon: 'external',
          action: () => window.open(url(), '_blank', 'noopener'),
        },
        {
          type: 'button',
          text: t('kernel.window.copyLink'),
          icon: 'link',
          action: () => {
            void props.copy(url());
          },
        },
      ],
      anchor,
    );

  const style = maximized
    ? { left: 0, top: 0, width: '100vw', height: '100vh' }
    : minimized
      ? { left: geometry.left, top: geometry.top, width: WINDOW_MINIMIZED.width, height: WINDOW_MINIMIZED.height }
      : { left: geometry.left, top: geometry.top, width: geometry.width, height: geometry.height };

  return (
    <div
      ref={box}
      className={`page-window${minimized ? ' minimized' : ''}${maximized ? ' maximized' : ''}`}
      style={style}
      role="dialog"
      aria-label={route.fullPath}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="page-window-header" onPointerDown={onHeaderPointerDown}>
        {router.canGoBack() && (
          <button type="button" className="page-window-button" onClick={() => router.back()}>
            <Icon name="back" label={t('kernel.window.back')} />
          </button>
        )}
        <button
          type="button"
          className="page-window-title"
          onKeyDown={onHeaderKeyDown}
          onClick={(e) => e.detail === 0 && setMaximized((m) => !m)}
          title={t('kernel.window.moveHint')}
        >
          {route.fullPath}
        </button>
        <button type="button" className="page-window-button" onClick={() => setReloadKey((k) => k + 1)}>
          <Icon name="reload" label={t('kernel.window.reload')} />
        </button>
        <button type="button" className="page-window-button" onClick={(e) => void openMenu(e.currentTarget)}>
          <Icon name="more" label={t('kernel.window.menu')} />
        </button>
        <button type="button" className="page-window-button" onClick={() => setMinimized((m) => !m)}>
          <Icon name="minimize" label={minimized ? t('kernel.window.restore') : t('kernel.window.minimize')} />
        </button>
        <button type="button" className="page-window-button" onClick={() => setMaximized((m) => !m)}>
          <Icon
            name={maximized ? 'restore' : 'maximize'}
            label={maximized ? t('kernel.window.restore') : t('kernel.window.maximize')}
          />
        </button>
        <button type="button" className="page-window-button" onClick={props.close}>
          <Icon name="close" label={t('kernel.window.close')} />
        </button>
      </div>
      {!minimized && (
        <div className="page-window-body">
          <RouterContext.Provider value={router}>
            <RouterView key={reloadKey} router={router} loginRequired={props.loginRequired} loading={props.loading} />
          </RouterContext.Provider>
        </div>
      )}
      {!minimized &&
        !maximized &&
        HANDLES.map((handle: Handle) => (
          <div
            key={handle}
            className={`page-window-handle handle-${handle}`}
            aria-hidden="true"
            onPointerDown={(e) => drag(e, (start, dx, dy) => resize(start, handle, dx, dy))}
          />
        ))}
    </div>
  );
}
