import { useHost } from '@tessera/sdk';
import type { ReactNode } from 'react';
import type { InstanceMeta } from '../fetch-meta';
import { MainMenuRow } from './MainMenuRow';
import './visitor-layout.css';

/**
 * The visitor layout (spec 001 section 2: visitors always get it): a bar across the top with the
 * server's name, the menu and the way in, over the page in a wide centred column. Signed-in
 * people never load it, nor its menu row (which folds what does not fit the bar into More).
 * The page comes from the shell.
 */
export default function VisitorLayout({ meta, main }: { meta: InstanceMeta; main: ReactNode }) {
  const host = useHost();
  const { t } = host.i18n;
  return (
    <div className="layout-visitor">
      <a className="skip-link" href="#main">
        {t('kernel.skipToContent')}
      </a>
      <header className="visitor-bar">
        <a className="instance-brand" href="/">
          <img src={meta.iconUrl ?? '/client-assets/icon.svg'} alt="" width={32} height={32} />
          <span>{meta.name ?? 'Tessera'}</span>
        </a>
        <nav className="visitor-nav" aria-label={t('kernel.mainMenu')}>
          <MainMenuRow />
        </nav>
        <div className="visitor-way-in">
          {host.commands.has('auth.signUp') && (
            <button type="button" className="button" onClick={() => void host.commands.execute('auth.signUp')}>
              {t('kernel.signUp')}
            </button>
          )}
          {host.commands.has('auth.signIn') && (
            <button type="button" className="button primary" onClick={() => void host.commands.execute('auth.signIn')}>
              {t('kernel.signIn')}
            </button>
          )}
        </div>
      </header>
      {main}
    </div>
  );
}
