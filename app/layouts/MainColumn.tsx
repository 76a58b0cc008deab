import { useHost } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import type { Kernel } from '../../kernel/kernel';
import { RouterView } from '../../kernel/router/RouterView';
import { loginRequiredPage } from '../pages/login-required';
import { BotBanner } from './AccountArea';

const scrollToTop = () => window.scrollTo({ top: 0 });

/** The page itself, as every layout places it: the main landmark with the bot banner and the routed page. */
export function MainColumn({ kernel }: { kernel: Kernel }) {
  const { t } = useHost().i18n;
  const shown = useFirstPageShown(kernel);
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
        onShown={shown}
      />
    </main>
  );
}

/**
 * The first view has not settled before the page has drawn its content: React reveals a page
 * that waited for its code or strings a moment after they came (its suspense throttle), and the
 * code kept for later would otherwise start in that moment, ahead of the first note. Gives the
 * callback that says the page has drawn.
 */
function useFirstPageShown(kernel: Kernel): () => void {
  const [first] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  // Children's effects run first: a page drawn in the same commit has resolved it already.
  useEffect(() => {
    kernel.firstView.track(first.promise);
    return first.resolve;
  }, [kernel, first]);
  return first.resolve;
}
