import {
  Avatar,
  Icon,
  type MenuItem,
  slotMenuItems,
  useAccount,
  useExtensionStrings,
  useHost,
  useReadable,
  useViewer,
} from '@tessera/sdk';
import { Suspense } from 'react';
import type {} from '../../extensions/auth/api';

/**
 * The account area at the foot of the navigation: who is signed in, with the account menu
 * (switch to another stored account, then the 'account' slot's items); a sign-in button for visitors.
 */
export function AccountArea() {
  const host = useHost();
  const account = useAccount();
  const openAccountMenu = useAccountMenu();
  const { t } = host.i18n;

  if (!account) {
    if (!host.commands.has('auth.signIn')) return null;
    return (
      <button
        type="button"
        className="button primary account-signin"
        onClick={() => void host.commands.execute('auth.signIn')}
      >
        {t('kernel.signIn')}
      </button>
    );
  }

  const openMenu = (anchor: HTMLElement) => openAccountMenu(anchor);

  const name = account.info?.name ?? account.username;
  return (
    <button
      type="button"
      className="account-button"
      aria-label={`${t('kernel.accountMenu')}: @${account.username}`}
      onClick={(e) => openMenu(e.currentTarget)}
    >
      <Avatar user={account.info} size={36} />
      <span className="account-names">
        <span className="account-name">{name}</span>
        <span className="account-acct" dir="ltr">
          @{account.username}
        </span>
      </span>
      <Icon name="more" />
    </button>
  );
}

/**
 * Opens the account menu: switch to another stored account, then the 'account' slot's items.
 * The sidebar's account area and the mobile navigation bar both open it.
 */
export function useAccountMenu(): (anchor: HTMLElement) => void {
  const host = useHost();
  const account = useAccount();
  const stored = useReadable(host.accounts.stored);
  const viewer = useViewer();
  return (anchor) =>
    void host.loadAllContributions('account').then(() => {
      const others: MenuItem[] = stored
        .filter((a) => a.id !== account?.id)
        .map((a) => ({
          type: 'user',
          userId: a.id,
          text: `@${a.username}`,
          avatarUrl: a.info?.avatarUrl ?? null,
          action: () => void host.accounts.switchTo(a.id),
        }));
      const items = slotMenuItems('account', {}, host.contributions('menuItem').get(), host, viewer);
      void host.modals.menu([...others, ...(others.length ? [{ type: 'divider' } as const] : []), ...items], anchor);
    });
}

/** The banner bot accounts see (spec 001 section 6). */
export function BotBanner() {
  const account = useAccount();
  if (!account?.info?.isBot) return null;
  // Its words are among the kernel's later strings: only bots see it, and nothing waits on it.
  return (
    <Suspense fallback={null}>
      <BotBannerText />
    </Suspense>
  );
}

function BotBannerText() {
  const t = useExtensionStrings('kernel');
  return (
    <p className="bot-banner" role="status">
      {t('botBanner')}
    </p>
  );
}
