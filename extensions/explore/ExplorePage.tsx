import { Link, ServiceView, TabBar, useEndpoint, useExtensionStrings, useHost, usePagedList } from '@tessera/sdk';
import { useId, useState } from 'react';
import type {} from '../notes/api';
import { UserSection } from './UserCard';
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
  const t = useExtensionStrings('explore');
  return (
    <>
      <UserSection title={t('pinned')} query={useEndpoint('pinned-users', {})} hideWhenEmpty />
      <UserSection
        title={t('popular')}
        query={useEndpoint('users', { sort: '+follower', state: 'alive', limit: 12, origin: 'local' })}
      />
      <UserSection
        title={t('recentlyActive')}
        query={useEndpoint('users', { sort: '+updatedAt', limit: 12, origin: 'local' })}
      />
      <UserSection
        title={t('newcomers')}
        query={useEndpoint('users', { sort: '+createdAt', limit: 12, origin: 'local' })}
      />
      <ProfileTags />
    </>
  );
}

/** The hashtags people carry in their profiles, most carried first, each leading to its people. */
function ProfileTags() {
  const t = useExtensionStrings('explore');
  const host = useHost();
  const id = useId();
  const tags = useEndpoint('hashtags/list', { sort: '+attachedLocalUsers', attachedToLocalUserOnly: true, limit: 30 });
  return (
    <section className="page-card explore-section" aria-labelledby={id}>
      <h2 id={id}>{t('profileTags')}</h2>
      {tags.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {tags.status === 'error' && <p role="alert">{host.describeError(tags.error).text}</p>}
      {tags.status === 'ready' && tags.data.length === 0 && <p className="explore-hint">{t('noProfileTags')}</p>}
      {tags.status === 'ready' && tags.data.length > 0 && (
        <ul className="explore-tags" aria-labelledby={id}>
          {tags.data.map((tag) => (
            <li key={tag.tag}>
              <Link to={`/user-tags/${encodeURIComponent(tag.tag)}`} className="explore-tag">
                #{tag.tag}{' '}
                <span className="explore-tag-count">{t('people', { count: tag.attachedLocalUsersCount })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
