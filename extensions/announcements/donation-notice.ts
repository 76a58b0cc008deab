import type { ExtensionContext } from '@tessera/sdk';
import { donationDue } from './donation-due';

/** The part of the announcements strings only the donation notice draws (loaded when it shows). */
export const DONATION_STRINGS = 'announcements.donation';

/**
 * Once the first view has settled, shows the notice asking to support Misskey when it is due
 * (see donationDue); its code and strings load only then.
 */
export function considerDonationNotice(ctx: ExtensionContext): void {
  ctx.host.whenSettled(() => {
    const { preferences, accounts, i18n } = ctx.host;
    const due = donationDue({
      accountCreatedAt: accounts.current.get()?.info?.createdAt,
      lastShownAt: preferences.get('announcements.latestDonationInfoShownAt'),
      neverShow: preferences.get('announcements.neverShowDonationInfo'),
      pathname: window.location.pathname,
      now: Date.now(),
    });
    if (!due) return;
    void i18n.loadStrings(DONATION_STRINGS).catch(() => {});
    ctx.contribute('overlay', { id: 'donation', component: () => import('./DonationNotice') });
  });
}
