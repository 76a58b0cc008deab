import { Avatar, type TesseraHost, useApi, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useId, useState } from 'react';
import { formatAcct } from './acct';
import './profile.css';

/** Spec 000 section 9: typing settles for this long before the search goes out. */
const SEARCH_DELAY_MS = 300;
const RESULTS = 10;

/** Opens the user picker; resolves with the chosen user, or null. */
export async function pickUser(host: TesseraHost, title: string): Promise<entities.UserLite | null> {
  const picked = await host.modals.open<entities.UserLite>(
    (close) => <UserPicker title={title} done={close} />,
    'dialog',
    {
      label: title,
    },
  );
  return picked ?? null;
}

function UserPicker({ title, done }: { title: string; done(user: entities.UserLite | undefined): void }) {
  const t = useExtensionStrings('profile');
  const api = useApi();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [users, setUsers] = useState<entities.UserLite[]>([]);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    let live = true;
    const [username = '', userHost] = query.trim().replace(/^@/, '').split('@');
    if (username === '') {
      setUsers([]);
      return;
    }
    const timer = setTimeout(() => {
      setSearching(true);
      const search = api.call('users/search-by-username-and-host', {
        username,
        ...(userHost ? { host: userHost } : {}),
        limit: RESULTS,
        detail: false,
      }) as Promise<entities.UserLite[]>;
      search
        .then(
          (found) => live && setUsers(found),
          () => live && setUsers([]),
        )
        .finally(() => live && setSearching(false));
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, query]);

  return (
    <div className="user-picker">
      <h2>{title}</h2>
      <label htmlFor={inputId}>{t('pickUser.search')}</label>
      <input
        id={inputId}
        type="search"
        className="input"
        value={query}
        // biome-ignore lint/a11y/noAutofocus: the dialog is for typing a name; focus goes where the person types.
        autoFocus
        placeholder="@username"
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="user-picker-results" aria-label={t('pickUser.results')} aria-busy={searching}>
        {users.map((user) => (
          <li key={user.id}>
            <button type="button" className="user-picker-result" onClick={() => done(user)}>
              <Avatar user={user} size={32} />
              <span>
                <span className="user-picker-name">{user.name ?? user.username}</span>
                <small dir="ltr">@{formatAcct(user)}</small>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {query.trim() !== '' && !searching && users.length === 0 && <p className="form-hint">{t('pickUser.none')}</p>}
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={() => done(undefined)}>
          {t('pickUser.cancel')}
        </button>
      </div>
    </div>
  );
}
