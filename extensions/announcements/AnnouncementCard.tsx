import { Icon, Link, Mfm, RelativeTime, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { readAnnouncement } from './read-announcement';

const ICONS: Record<entities.Announcement['icon'], string> = {
  info: 'info',
  warning: 'warning',
  error: 'error',
  success: 'check',
};

/** One announcement: icon, title (linking to it), text, image, dates, and its read mark. */
export function AnnouncementCard({
  announcement,
  linked = true,
}: {
  announcement: entities.Announcement;
  linked?: boolean;
}) {
  const t = useExtensionStrings('announcements');
  const host = useHost();
  const viewer = useViewer();
  const [read, setRead] = useState(announcement.isRead ?? false);
  const title = (
    <>
      <Icon name={ICONS[announcement.icon]} size={18} /> {announcement.title}
    </>
  );
  return (
    <article className={`announcement-card icon-${announcement.icon}`} aria-label={announcement.title}>
      <h2 className="announcement-title">
        {linked ? <Link to={`/announcements/${announcement.id}`}>{title}</Link> : title}
      </h2>
      {announcement.forYou && <p className="announcement-for-you">{t('forYou')}</p>}
      <div className="announcement-text">
        <Mfm text={announcement.text} />
      </div>
      {announcement.imageUrl && (
        <img className="announcement-image" src={announcement.imageUrl} alt="" loading="lazy" />
      )}
      <footer className="announcement-footer">
        <small>
          <RelativeTime time={announcement.createdAt} />
          {announcement.updatedAt && ` · ${t('updated')}`}
        </small>
        {viewer.signedIn &&
          (read ? (
            <small className="announcement-read">
              <Icon name="check" size={14} /> {t('read')}
            </small>
          ) : (
            <button
              type="button"
              className="button small primary"
              onClick={async () => setRead(await readAnnouncement(host, announcement))}
            >
              {t('markRead')}
            </button>
          ))}
      </footer>
    </article>
  );
}
