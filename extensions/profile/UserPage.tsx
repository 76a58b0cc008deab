import { Link, type PageProps, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { formatAcct, parseAcct } from './acct';
import { PinnedNotes } from './PinnedNotes';
import { UserFiles } from './UserFiles';
import { UserHeader } from './UserHeader';
import { UserList } from './UserList';
import { UserNotes } from './UserNotes';
import './profile.css';

const TABS = ['notes', 'files', 'following', 'followers'] as const;
type Tab = (typeof TABS)[number];

/** /@{acct} with its tabs: notes, files, /following and /followers. */
export default function UserPage({ params }: PageProps) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const acct = parseAcct(params.acct ?? '');
  const tab: Tab = (TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as Tab) : 'notes';
  const query = useEndpoint('users/show', acct ?? { username: '' });
  if (!acct || query.status === 'error') {
    return (
      <section className="page-card">
        <h1>{t('notFound')}</h1>
        {query.status === 'error' && <p>{host.describeError(query.error).text}</p>}
      </section>
    );
  }
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  const user = query.data;
  const base = `/@${formatAcct(user)}`;
  return (
    <section className="profile-page" aria-label={t('profileOf', { name: user.name ?? user.username })}>
      <UserHeader user={user} onChange={query.reload} />
      <nav className="tab-bar profile-tabs" aria-label={t('sections')}>
        {TABS.map((name) => (
          <Link
            key={name}
            to={name === 'notes' ? base : `${base}/${name}`}
            className="tab"
            aria-current={name === tab ? 'page' : undefined}
          >
            {t(`tab.${name}`)}
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
    </section>
  );
}
