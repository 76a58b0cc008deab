import { Icon, Mfm, useExtensionStrings, useHost } from '@tessera/sdk';
import { useEffect, useRef } from 'react';
import { readAnnouncement } from './read-announcement';
import { useUnreadAnnouncements } from './use-unread';
import './announcements.css';

/**
 * What unread announcements ask of the person: a 'dialog' one opens as a dialog (read with OK),
 * one at a time; the newest 'banner' one shows as a bar at the top until read.
 */
export default function AnnouncementNotices() {
  const t = useExtensionStrings('announcements');
  const host = useHost();
  const unread = useUnreadAnnouncements();
  const shown = useRef(new Set<string>());
  const dialog = unread.find((a) => a.display === 'dialog' && !shown.current.has(a.id));

  useEffect(() => {
    if (!dialog) return;
    shown.current.add(dialog.id);
    void (async () => {
      await host.modals.dialog({ type: 'info', title: dialog.title, text: dialog.text, okText: t('ok') });
      await readAnnouncement(host, dialog);
    })();
  }, [dialog, host, t]);

  const banner = unread.find((a) => a.display === 'banner');
  if (!banner) return null;
  return (
    <section className="announcement-banner" aria-label={t('banner')}>
      <Icon name="info" size={16} />
      <span className="announcement-banner-text">
        <b>{banner.title}</b> <Mfm text={banner.text} />
      </span>
      <button type="button" className="button small" onClick={() => void readAnnouncement(host, banner)}>
        {t('markRead')}
      </button>
    </section>
  );
}
