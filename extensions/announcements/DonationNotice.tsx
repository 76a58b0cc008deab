import { Icon, useExtensionStrings, useHost } from '@tessera/sdk';
import { useId, useState } from 'react';
import { DONATION_URL } from './donation-due';
import { DONATION_STRINGS } from './donation-notice';
import './donation.css';

/**
 * The notice asking to support the Misskey project: a link to its donation page, "Later" (it
 * comes back in a month) and "Don't show again" (never on this device).
 */
export default function DonationNotice() {
  const t = useExtensionStrings(DONATION_STRINGS);
  const host = useHost();
  const titleId = useId();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const close = () => {
    host.preferences.set('announcements.latestDonationInfoShownAt', Date.now());
    setOpen(false);
  };
  const neverShow = () => {
    host.preferences.set('announcements.neverShowDonationInfo', true);
    close();
  };
  return (
    <section className="donation-notice" aria-labelledby={titleId}>
      <span className="donation-notice-icon" aria-hidden="true">
        <Icon name="star" size={28} />
      </span>
      <div className="donation-notice-body">
        <h2 id={titleId} className="donation-notice-title">
          {t('title')}
        </h2>
        <p>{t('text')}</p>
        <div className="donation-notice-actions">
          <a className="button primary small" href={DONATION_URL} target="_blank" rel="noopener noreferrer">
            {t('donate')}
          </a>
          <button type="button" className="button small" onClick={close}>
            {t('later')}
          </button>
          <button type="button" className="button small" onClick={neverShow}>
            {t('neverShow')}
          </button>
        </div>
      </div>
      <button type="button" className="donation-notice-close" aria-label={t('close')} onClick={close}>
        <Icon name="close" size={16} />
      </button>
    </section>
  );
}
