import { Icon, Link, type PageProps, ServiceView, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type {} from '../timeline/api';
import { listSource } from './main';
import './lists.css';

/** /timeline/list/{listId}: a list's members' notes, live. */
export default function ListTimelinePage({ params }: PageProps) {
  const t = useExtensionStrings('lists');
  const host = useHost();
  const listId = params.listId ?? '';
  const list = useEndpoint('users/lists/show', { listId });
  if (list.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (list.status === 'error') {
    return (
      <section className="page-card" role="alert">
        <h1>{t('notFound')}</h1>
        <p>{host.describeError(list.error).text}</p>
      </section>
    );
  }
  const name = list.data.name;
  return (
    <section className="list-timeline" aria-labelledby="list-timeline-title">
      <header className="page-card lists-header">
        <h1 id="list-timeline-title">
          <Icon name="list" size={20} /> {name}
        </h1>
        <Link to={`/my/lists/${listId}`} className="button">
          {t('edit')}
        </Link>
      </header>
      <ServiceView
        id="timeline.view"
        props={{
          source: listSource({ id: listId, name }),
          label: t('timelineOf', { name }),
          empty: t('timelineEmpty'),
        }}
      />
    </section>
  );
}
