import { useHost } from '@tessera/sdk';
import type { Kernel } from '../../kernel/kernel';
import { RouterView } from '../../kernel/router/RouterView';
import { loginRequiredPage } from '../pages/login-required';
import { BotBanner } from './AccountArea';

const scrollToTop = () => window.scrollTo({ top: 0 });

/** The page itself, as every layout places it: the main landmark with the bot banner and the routed page. */
export function MainColumn({ kernel }: { kernel: Kernel }) {
  const { t } = useHost().i18n;
  return (
    <main id="main" className="layout-main" tabIndex={-1}>
      <BotBanner />
      <RouterView
        router={kernel.router()}
        loginRequired={loginRequiredPage}
        loading={
          <p role="status" className="page-loading">
            {t('kernel.loading')}
          </p>
        }
        scrollToTop={scrollToTop}
      />
    </main>
  );
}
