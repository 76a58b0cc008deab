import {
  Link,
  ServiceView,
  TabBar,
  useAccount,
  useEndpoint,
  useExtensionStrings,
  useHost,
  usePagedList,
} from '@tessera/sdk';
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

type FeaturedKind = 'notes' | 'polls';

/**
 * What the server features: its most reacted notes, and (for a signed-in person, as Misskey's
 * explore has it) the open polls they have not answered yet.
 */
function Featured() {
  const t = useExtensionStrings('explore');
  const signedIn = useAccount() !== null;
  const [kind, setKind] = useState<FeaturedKind>('notes');
  return (
    <>
      {signedIn && (
        <div className="page-card explore-origin">
          <TabBar<FeaturedKind>
            label={t('featuredKind')}
            tabs={[
              { value: 'notes', label: t('notes') },
              { value: 'polls', label: t('polls') },
            ]}
            selected={kind}
            onSelect={setKind}
          />
        </div>
      )}
      {signedIn && kind === 'polls' ? <RecommendedPolls /> : <FeaturedNotes />}
    </>
  );
}

function FeaturedNotes() {
  const t = useExtensionStrings('explore');
  const list = usePagedList('notes/featured', {});
  return <ServiceView id="notes.feed" props={{ list, label: t('featured'), empty: t('noFeatured') }} />;
}

/** Polls to answer, outside channels, paged by offset as Misskey's recommendation pages. */
const POLL_PAGES = { first: 10, next: 10, byOffset: true };

function RecommendedPolls() {
  const t = useExtensionStrings('explore');
  const list = usePagedList('notes/polls/recommendation', { excludeChannels: true }, POLL_PAGES);
  return <ServiceView id="notes.feed" props={{ list, label: t('polls'), empty: t('noPolls') }} />;
}

type Origin = 'local' | 'remote';

/** The server's people, or (as Misskey's explore has it) those of other servers it knows. */
function People() {
  const t = useExtensionStrings('explore');
  const [origin, setOrigin] = useState<Origin>('local');
  // Every query is made whichever tab shows (hooks run in a fixed order); the remote tab shows fewer.
  const pinned = useEndpoint('pinned-users', {});
  const popular = useEndpoint('users', { sort: '+follower', state: 'alive', limit: 12, origin });
  const active = useEndpoint('users', { sort: '+updatedAt', limit: 12, origin });
  const newcomers = useEndpoint('users', { sort: '+createdAt', limit: 12, origin: 'local' });
  return (
    <>
      <div className="page-card explore-origin">
        <TabBar<Origin>
          label={t('origin')}
          tabs={[
            { value: 'local', label: t('local') },
            { value: 'remote', label: t('remote') },
          ]}
          selected={origin}
          onSelect={setOrigin}
        />
      </div>
      {origin === 'local' && <UserSection title={t('pinned')} query={pinned} hideWhenEmpty />}
      <UserSection title={t('popular')} query={popular} />
      <UserSection title={t('recentlyActive')} query={active} />
      {origin === 'local' && <UserSection title={t('newcomers')} query={newcomers} />}
      <ProfileTags origin={origin} />
    </>
  );
}

/** The hashtags people carry in their profiles, most carried first, each leading to its people. */
function ProfileTags({ origin }: { origin: Origin }) {
  const t = useExtensionStrings('explore');
  const host = useHost();
  const id = useId();
  const tags = useEndpoint(
    'hashtags/list',
    origin === 'local'
      ? { sort: '+attachedLocalUsers', attachedToLocalUserOnly: true, limit: 30 }
      : { sort: '+attachedRemoteUsers', attachedToRemoteUserOnly: true, limit: 30 },
  );
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
                <span className="explore-tag-count">
                  {t('people', {
                    count: origin === 'local' ? tag.attachedLocalUsersCount : tag.attachedRemoteUsersCount,
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
