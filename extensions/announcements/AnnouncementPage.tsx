import { type PageProps, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { AnnouncementCard } from './AnnouncementCard';
import './announcements.css';

/** /announcements/{announcementId}: one announcement. */
export default function AnnouncementPage({ params }: PageProps) {
  const t = useExtensionStrings('announcements');
  const host = useHost();
  const announcement = useEndpoint('announcements/show', { announcementId: params.announcementId ?? '' });
  if (announcement.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (announcement.status === 'error') {
    return (
      <section className="page-card" role="alert">
        <h1>{t('notFound')}</h1>
        <p>{host.describeError(announcement.error).text}</p>
      </section>
    );
  }
  return <AnnouncementCard announcement={announcement.data} linked={false} />;
}
