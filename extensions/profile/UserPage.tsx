import {
  contributedTitle,
  type LazyComponent,
  Link,
  lazyComponent,
  type PageProps,
  useContributions,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense } from 'react';
import { formatAcct, parseAcct } from './acct';
import { PinnedNotes } from './PinnedNotes';
import { UserFiles } from './UserFiles';
import { UserHeader } from './UserHeader';
import { UserList } from './UserList';
import { UserNotes } from './UserNotes';
import './profile.css';

const TABS = ['notes', 'files', 'following', 'followers'] as const;

/** /@{acct} with its tabs: notes, files, /following, /followers, and those other extensions contribute (profileTab). */
export default function UserPage({ params }: PageProps) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const viewer = useViewer();
  const acct = parseAcct(params.acct ?? '');
  const query = useEndpoint('users/show', acct ?? { username: '' });
  const contributed = useContributions('profileTab');
  if (!acct || query.status === 'error') {
    return (
      <section className="page-card">
        <h1>{t('notFound')}</h1>
        {query.status === 'error' && <p>{host.describeError(query.error).text}</p>}
      </section>
    );
  }
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  const user = query.data as entities.UserDetailed;
  const base = `/@${formatAcct(user)}`;
  const extra = contributed
    .filter((entry) => !entry.item.visible || entry.item.visible(user, viewer))
    .sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0));
  const tabs = [
    ...TABS.map((name) => ({ name, label: t(`tab.${name}`) })),
    ...extra.map(({ item, extensionId }) => ({
      name: item.name,
      label: contributedTitle(host.i18n.t, extensionId, item.title),
    })),
  ];
  const tab = tabs.some((x) => x.name === params.tab) ? (params.tab as string) : 'notes';
  const other = extra.find((entry) => entry.item.name === tab);
  return (
    <section className="profile-page" aria-label={t('profileOf', { name: user.name ?? user.username })}>
      <UserHeader user={user} onChange={query.reload} />
      <nav className="tab-bar profile-tabs" aria-label={t('sections')}>
        {tabs.map(({ name, label }) => (
          <Link
            key={name}
            to={name === 'notes' ? base : `${base}/${name}`}
            className="tab"
            aria-current={name === tab ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'notes' && (
        <>
          <PinnedNotes notes={user.pinnedNotes} />
          <UserNotes userId={user.id} />
        </>
      )}
      {tab === 'files' && <UserFiles userId={user.id} />}
      {(tab === 'following' || tab === 'followers') && <UserList userId={user.id} relation={tab} />}
      {other && <ContributedTab component={other.item.component} user={user} />}
    </section>
  );
}

/** A tab another extension contributed, drawn once its code has come. */
function ContributedTab({
  component,
  user,
}: {
  component: LazyComponent<{ user: entities.UserDetailed }>;
  user: entities.UserDetailed;
}) {
  const host = useHost();
  const View = lazyComponent(component);
  return (
    <Suspense fallback={<p role="status">{host.i18n.t('kernel.loading')}</p>}>
      <View user={user} />
    </Suspense>
  );
}
