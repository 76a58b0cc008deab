import { Link, PagedListFooter, useExtensionStrings, usePagedList } from '@tessera/sdk';

/** The servers this one federates with, most active first (only on servers that federate). */
export function FederationList() {
  const t = useExtensionStrings('about');
  const list = usePagedList('federation/instances', { sort: '+pubSub' }, { first: 30, next: 30 });
  return (
    <section className="page-card about-section" aria-label={t('federation')}>
      <ul className="about-instances" aria-label={t('instances')}>
        {list.items.map((instance) => (
          <li key={instance.id}>
            <Link to={`/instance-info/${instance.host}`}>
              <strong>{instance.name ?? instance.host}</strong>
            </Link>{' '}
            <span className="about-host">{instance.host}</span>
            <span className="about-hint">
              {t('instanceCounts', { users: instance.usersCount, notes: instance.notesCount })}
            </span>
          </li>
        ))}
      </ul>
      <PagedListFooter list={list} empty={t('noInstances')} />
    </section>
  );
}
