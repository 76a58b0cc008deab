import './mobile-navbar.css';
import { Avatar, Icon, Link, useAccount, useHost } from '@tessera/sdk';
import type {} from '../../extensions/auth/api';
import type {} from '../../extensions/composer/api';
import { useAccountMenu } from './AccountArea';
import { MainMenuItem, useMenuEntries } from './MainMenu';

/** Which drawer the phone layout shows over the page. */
export type Drawer = 'menu' | 'widgets' | null;

/**
 * The bar along the bottom of phone-width screens (spec 001 section 2): the menu drawer, home,
 * the 'navbar' slot's items with their badges (those not fixed in a strip that scrolls sideways;
 * the fixed ones, settings and the control panel, always in view), widgets, compose, and the account.
 */
export function MobileNavBar({ drawer, onDrawer }: { drawer: Drawer; onDrawer(next: Drawer): void }) {
  const host = useHost();
  const account = useAccount();
  const openAccountMenu = useAccountMenu();
  const entries = useMenuEntries('navbar');
  const { t } = host.i18n;
  const toggle = (which: Exclude<Drawer, null>) => onDrawer(drawer === which ? null : which);
  return (
    <nav className="mobile-navbar" aria-label={t('kernel.navigationBar')}>
      <button
        type="button"
        className="mobile-navbar-item"
        aria-expanded={drawer === 'menu'}
        aria-controls="layout-nav"
        onClick={() => toggle('menu')}
      >
        <Icon name="more" label={t('kernel.openMenu')} />
      </button>
      <Link to="/" className="mobile-navbar-item">
        <Icon name="home" label={t('kernel.home')} />
      </Link>
      <div className="mobile-navbar-entries">
        {entries
          .filter((entry) => !entry.item.fixed)
          .map((entry) => (
            <MainMenuItem key={`${entry.extensionId}:${entry.item.id}`} entry={entry} compact />
          ))}
      </div>
      {entries
        .filter((entry) => entry.item.fixed)
        .map((entry) => (
          <MainMenuItem key={`${entry.extensionId}:${entry.item.id}`} entry={entry} compact />
        ))}
      <button
        type="button"
        className="mobile-navbar-item"
        aria-expanded={drawer === 'widgets'}
        aria-controls="layout-widgets"
        onClick={() => toggle('widgets')}
      >
        <Icon name="widget" label={t('kernel.widgets')} />
      </button>
      {account && host.commands.has('composer.open') && (
        <button
          type="button"
          className="mobile-navbar-item mobile-navbar-compose"
          onClick={() => void host.commands.execute('composer.open')}
        >
          <Icon name="plus" label={t('kernel.compose')} />
        </button>
      )}
      {account ? (
        <button
          type="button"
          className="mobile-navbar-item"
          aria-label={`${t('kernel.accountMenu')}: @${account.username}`}
          onClick={(e) => openAccountMenu(e.currentTarget)}
        >
          <Avatar user={account.info} size={32} />
        </button>
      ) : (
        host.commands.has('auth.signIn') && (
          <button
            type="button"
            className="mobile-navbar-item"
            onClick={() => void host.commands.execute('auth.signIn')}
          >
            <Icon name="user" label={t('kernel.signIn')} />
          </button>
        )
      )}
    </nav>
  );
}
