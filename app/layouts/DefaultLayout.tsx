import type { Kernel } from '../../kernel/kernel';
import { RouterView } from '../../kernel/router/RouterView';
import type { InstanceMeta } from '../fetch-meta';
import NotFoundPage from '../pages/NotFoundPage';
import { AccountArea, BotBanner } from './AccountArea';
import { MainMenu } from './MainMenu';
import { WidgetColumn } from './WidgetColumn';

const scrollToTop = () => window.scrollTo({ top: 0 });

/** The default layout: navigation sidebar, the page in the centre, widgets on wide screens. */
export function DefaultLayout({ kernel, meta }: { kernel: Kernel; meta: InstanceMeta }) {
  const name = meta.name ?? 'Tessera';
  return (
    <div className="layout-default">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <nav className="layout-nav" aria-label="Main menu">
        <a className="instance-brand" href="/">
          <img src={meta.iconUrl ?? '/client-assets/icon.svg'} alt="" width={40} height={40} />
          <span>{name}</span>
        </a>
        <MainMenu />
        <AccountArea />
      </nav>
      <main id="main" className="layout-main" tabIndex={-1}>
        <BotBanner />
        <RouterView
          router={kernel.router()}
          loginRequired={<NotFoundPage loginRequired />}
          loading={
            <p role="status" className="page-loading">
              {kernel.host.i18n.t('kernel.loading')}
            </p>
          }
          scrollToTop={scrollToTop}
        />
      </main>
      <aside className="layout-widgets" aria-label="Widgets">
        <WidgetColumn />
      </aside>
    </div>
  );
}
