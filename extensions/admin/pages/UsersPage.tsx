import { useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useId, useState } from 'react';
import { AdminPage } from '../AdminPage';
import { UserRow } from '../UserRow';

const PAGE = 30;
const STATES = ['all', 'available', 'alive', 'suspended', 'adminOrModerator', 'admin', 'moderator'] as const;
const SORTS = ['+createdAt', '-createdAt', '+lastActiveDate', '+follower', '-follower', '+updatedAt'] as const;

/** /admin/users: accounts by name, state and order, thirty at a time. */
export default function UsersPage() {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const ids = { name: useId(), state: useId(), sort: useId() };
  const [username, setUsername] = useState('');
  const [state, setState] = useState<(typeof STATES)[number]>('all');
  const [sort, setSort] = useState<(typeof SORTS)[number]>('+createdAt');
  const [users, setUsers] = useState<entities.UserDetailed[]>([]);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fetchPage = (offset: number) =>
    host.api.call('admin/show-users', {
      limit: PAGE,
      offset,
      state,
      sort,
      origin: 'combined',
      username: username.trim() || null,
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search whenever a filter changes (fetchPage reads them).
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      fetchPage(0).then(
        (found) => {
          if (!live) return;
          setUsers(found);
          setMore(found.length === PAGE);
          setError(null);
        },
        (e: unknown) => live && setError(host.describeError(e).text),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [username, state, sort]);

  const loadMore = async () => {
    const next = await fetchPage(users.length);
    setUsers((now) => [...now, ...next]);
    setMore(next.length === PAGE);
  };

  return (
    <AdminPage title={t('users.title')}>
      <div className="admin-filters">
        <div className="form-field">
          <label htmlFor={ids.name}>{t('users.search')}</label>
          <input id={ids.name} type="search" value={username} onChange={(e) => setUsername(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor={ids.state}>{t('users.state')}</label>
          <select id={ids.state} value={state} onChange={(e) => setState(e.target.value as typeof state)}>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`users.states.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={ids.sort}>{t('users.sort')}</label>
          <select id={ids.sort} value={sort} onChange={(e) => setSort(e.target.value as typeof sort)}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`users.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && <p role="alert">{error}</p>}
      <ul className="admin-list" aria-label={t('users.title')}>
        {users.map((user) => (
          <li key={user.id}>
            <UserRow user={user} />
          </li>
        ))}
      </ul>
      {users.length === 0 && !error && <p className="form-hint">{t('users.none')}</p>}
      {more && (
        <button type="button" className="button" onClick={() => void loadMore()}>
          {t('more')}
        </button>
      )}
    </AdminPage>
  );
}
