import {
  Avatar,
  Link,
  type PageProps,
  ServiceView,
  SwitchRow,
  TabBar,
  useEndpoint,
  useExtensionStrings,
  useHost,
  usePagedList,
  useRouter,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type {} from '../notes/api';
import { ORIGINS, queryOf, type SearchQuery, searchPath } from './search-query';
import './search.css';

/** /search: notes and people, from the address's query; a new search changes the address. */
export default function SearchPage({ params }: PageProps) {
  const t = useExtensionStrings('search');
  const router = useRouter();
  const viewer = useViewer();
  const id = useId();
  const query = queryOf(params);
  const [text, setText] = useState(query.q);
  const [author, setAuthor] = useState(query.username ?? '');
  const [localOnly, setLocalOnly] = useState(query.host === '.');
  useEffect(() => setText(query.q), [query.q]);
  const canSearchNotes = viewer.policies.canSearchNotes === true;
  const type = canSearchNotes ? query.type : 'user';

  const go = (change: Partial<SearchQuery>) => router.push(searchPath({ ...query, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = author.trim().replace(/^@/, '');
    go({
      q: text.trim(),
      ...(username ? { username } : { username: undefined }),
      userId: undefined,
      ...(localOnly ? { host: '.' } : { host: undefined }),
    });
  };

  return (
    <section className="search-page" aria-labelledby={`${id}-title`}>
      <header className="page-card search-header">
        <h1 id={`${id}-title`}>{t('title')}</h1>
        <search>
          <form className="search-form" onSubmit={submit}>
            <input
              type="search"
              aria-label={t('query')}
              placeholder={t('query')}
              maxLength={512}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="button primary">
              {t('search')}
            </button>
            {type === 'note' && (
              <div className="search-filters">
                <label htmlFor={`${id}-author`}>{t('author')}</label>
                <input
                  id={`${id}-author`}
                  placeholder="@username"
                  maxLength={128}
                  value={author}
                  onChange={(e) => setAuthor(e.target.value)}
                />
                <SwitchRow label={t('localOnly')} checked={localOnly} onChange={setLocalOnly} />
              </div>
            )}
            {type === 'user' && (
              <div className="search-filters">
                <label htmlFor={`${id}-origin`}>{t('originLabel')}</label>
                <select
                  id={`${id}-origin`}
                  value={query.origin ?? 'combined'}
                  onChange={(e) => {
                    const origin = e.target.value;
                    go({ origin: origin === 'local' || origin === 'remote' ? origin : undefined });
                  }}
                >
                  {ORIGINS.map((origin) => (
                    <option key={origin} value={origin}>
                      {t(`origin.${origin}`)}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </form>
        </search>
        <TabBar<'note' | 'user'>
          label={t('title')}
          tabs={[
            ...(canSearchNotes ? [{ value: 'note' as const, label: t('notes') }] : []),
            { value: 'user', label: t('users') },
          ]}
          selected={type}
          onSelect={(value) => go({ type: value })}
        />
        {!canSearchNotes && <p className="search-hint">{t('notesUnavailable')}</p>}
      </header>
      {query.q &&
        (type === 'note' ? (
          <NoteResults query={query} />
        ) : (
          <UserResults key={`${query.q} ${query.origin}`} q={query.q} origin={query.origin ?? 'combined'} />
        ))}
    </section>
  );
}

/** Notes for the query; an author given by username is looked up first. */
function NoteResults({ query }: { query: SearchQuery }) {
  return query.username && !query.userId ? (
    <ByAuthor query={query} username={query.username} />
  ) : (
    <NoteFeed query={query} />
  );
}

function ByAuthor({ query, username }: { query: SearchQuery; username: string }) {
  const t = useExtensionStrings('search');
  const host = useHost();
  const author = useEndpoint('users/show', { username });
  if (author.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (author.status === 'error') return <p className="page-card">{t('noSuchAuthor', { name: username })}</p>;
  return <NoteFeed query={{ ...query, userId: author.data.id }} />;
}

function NoteFeed({ query }: { query: SearchQuery }) {
  const t = useExtensionStrings('search');
  const list = usePagedList('notes/search', {
    query: query.q,
    ...(query.userId ? { userId: query.userId } : {}),
    ...(query.host ? { host: query.host } : {}),
    ...(query.channel ? { channelId: query.channel } : {}),
  });
  return <ServiceView id="notes.feed" props={{ list, label: t('notesFound'), empty: t('noNotes') }} />;
}

const PAGE = 20;

/** People for the query, twenty at a time (users/search pages by offset). */
function UserResults({ q, origin }: { q: string; origin: (typeof ORIGINS)[number] }) {
  const t = useExtensionStrings('search');
  const host = useHost();
  const [shown, setShown] = useState(PAGE);
  const users = useEndpoint('users/search', { query: q, origin, limit: Math.min(shown + 1, 100) });
  if (users.status === 'loading' && !users.data) return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (users.status === 'error') return <p role="alert">{host.describeError(users.error).text}</p>;
  const found = (users.data ?? []) as entities.UserDetailed[];
  if (found.length === 0) return <p className="page-card">{t('noUsers')}</p>;
  return (
    <section className="page-card">
      <ul className="search-users" aria-label={t('usersFound')}>
        {found.slice(0, shown).map((user) => {
          const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
          return (
            <li key={user.id} className="search-user">
              <Avatar user={user} size={40} />
              <div>
                <Link to={`/${acct}`}>{user.name ?? user.username}</Link>
                <small dir="ltr">{acct}</small>
              </div>
            </li>
          );
        })}
      </ul>
      {found.length > shown && shown < 100 && (
        <button type="button" className="button" onClick={() => setShown(shown + PAGE)}>
          {t('more')}
        </button>
      )}
    </section>
  );
}
