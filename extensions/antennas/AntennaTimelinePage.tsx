import { Icon, Link, type PageProps, ServiceView, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { useEffect, useMemo } from 'react';
import type {} from '../timeline/api';
import { antennaSource } from './antenna-source';
import { antennaUnread } from './antenna-unread';
import './antennas.css';

/** /timeline/antenna/{antennaId}: the notes an antenna caught, live; reading it clears its unread mark. */
export default function AntennaTimelinePage({ params }: PageProps) {
  const t = useExtensionStrings('antennas');
  const host = useHost();
  const antennaId = params.antennaId ?? '';
  const antenna = useEndpoint('antennas/show', { antennaId });

  useEffect(() => {
    const tracker = antennaUnread();
    const viewing = tracker?.view(antennaId);
    // The newest note is read once the timeline shows it.
    void host.api
      .call('antennas/notes', { antennaId, limit: 1 })
      .then(([newest]) => antennaUnread()?.markRead(antennaId, newest?.id))
      .catch(() => {});
    return () => viewing?.dispose();
  }, [antennaId, host]);

  const source = useMemo(
    () => (antenna.status === 'ready' ? antennaSource({ id: antennaId, name: antenna.data.name }) : null),
    [antenna.status, antenna.data, antennaId],
  );

  if (antenna.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (antenna.status === 'error') {
    return (
      <section className="page-card" role="alert">
        <h1>{t('notFound')}</h1>
        <p>{host.describeError(antenna.error).text}</p>
      </section>
    );
  }
  const name = antenna.data.name;
  return (
    <section className="antenna-timeline" aria-labelledby="antenna-timeline-title">
      <header className="page-card antennas-header antenna-timeline-header">
        <h1 id="antenna-timeline-title">
          <Icon name="antenna" size={20} /> {name}
        </h1>
        <Link to={`/my/antennas/${antennaId}`} className="button">
          {t('edit')}
        </Link>
      </header>
      {source && (
        <ServiceView
          id="timeline.view"
          props={{ source, label: t('timelineOf', { name }), empty: t('timelineEmpty') }}
        />
      )}
    </section>
  );
}
