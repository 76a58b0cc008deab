import {
  Avatar,
  Link,
  ServiceView,
  TabBar,
  useEndpoint,
  useExtensionStrings,
  useHost,
  usePagedList,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId, useState } from 'react';
import type {} from '../notes/api';
import './explore.css';

type Tab = 'featured' | 'users';

/** /explore: the notes the server is reacting to, and its people. */
export default function ExplorePage() {
  const t = useExtensionStrings('explore');
  const [tab, setTab] = useState<Tab>('featured');
  return (
    <section className="explore-page" aria-labelledby="explore-title">
      <header className="page-card explore-header">
        <h1 id="explore-title">{t('title')}</h1>
        <TabBar<Tab>
          label={t('title')}
          tabs={[
            { value: 'featured', label: t('featured') },
            { value: 'users', label: t('users') },
          ]}
          selected={tab}
          onSelect={setTab}
        />
      </header>
      {tab === 'featured' ? <Featured /> : <People />}
    </section>
  );
}

function Featured() {
  const t = useExtensionStrings('explore');
  const list = usePagedList('notes/featured', {});
  return <ServiceView id="notes.feed" props={{ list, label: t('featured'), empty: t('noFeatured') }} />;
}

function People() {
  return (
    <>
      <UserSection title="popular" sort="+follower" state="alive" />
      <UserSection title="recentlyActive" sort="+updatedAt" />
      <UserSection title="newcomers" sort="+createdAt" />
    </>
  );
}

function UserSection({
  title,
  sort,
  state = 'all',
}: {
  title: string;
  sort: '+follower' | '+updatedAt' | '+createdAt';
  state?: 'all' | 'alive';
}) {
  const t = useExtensionStrings('explore');
  const host = useHost();
  const id = useId();
  const users = useEndpoint('users', { sort, state, limit: 12, origin: 'local' });
  return (
    <section className="page-card explore-section" aria-labelledby={id}>
      <h2 id={id}>{t(title)}</h2>
      {users.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {users.status === 'error' && <p role="alert">{host.describeError(users.error).text}</p>}
      {users.status === 'ready' && users.data.length === 0 && <p className="explore-hint">{t('nobody')}</p>}
      {users.status === 'ready' && users.data.length > 0 && (
        <ul className="explore-users" aria-labelledby={id}>
          {(users.data as entities.UserDetailed[]).map((user) => (
            <UserCard key={user.id} user={user} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UserCard({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('explore');
  const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
  return (
    <li className="explore-user">
      <Avatar user={user} size={44} />
      <div>
        <Link to={`/${acct}`}>{user.name ?? user.username}</Link>
        <small>{acct}</small>
        <small>{t('followers', { count: user.followersCount })}</small>
      </div>
    </li>
  );
}
