import { useHost } from '@tessera/sdk';
import type { Kernel } from '../../kernel/kernel';
import { RouterView } from '../../kernel/router/RouterView';
import NotFoundPage from '../pages/NotFoundPage';
import { BotBanner } from './AccountArea';

const scrollToTop = () => window.scrollTo({ top: 0 });

/**
 * The page alone in a centred column: zen (asked for with ?zen or ?ui=zen) and the minimal
 * layout of flows opened from elsewhere (/share, /miauth, ...), which has no way out on purpose.
 */
export function ZenLayout({ kernel, minimal }: { kernel: Kernel; minimal: boolean }) {
  const { t } = useHost().i18n;
  return (
    <div className={minimal ? 'layout-solo layout-minimal' : 'layout-solo layout-zen'}>
      <a className="skip-link" href="#main">
        {t('kernel.skipToContent')}
      </a>
      <main id="main" className="layout-main" tabIndex={-1}>
        <BotBanner />
        <RouterView
          router={kernel.router()}
          loginRequired={<NotFoundPage loginRequired />}
          loading={
            <p role="status" className="page-loading">
              {t('kernel.loading')}
            </p>
          }
          scrollToTop={scrollToTop}
        />
      </main>
    </div>
  );
}
