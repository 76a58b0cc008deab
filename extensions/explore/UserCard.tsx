import { Avatar, type EndpointQuery, Link, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId } from 'react';

/** A person in explore's lists: avatar, name, handle and followers. */
export function UserCard({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('explore');
  const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
  return (
    <li className="explore-user">
      <Avatar user={user} size={44} indicator />
      <div>
        <Link to={`/${acct}`}>{user.name ?? user.username}</Link>
        <small dir="ltr">{acct}</small>
        <small>{t('followers', { count: user.followersCount })}</small>
      </div>
    </li>
  );
}

/** A titled section of people from a query; with `hideWhenEmpty`, nothing at all when there is nobody. */
export function UserSection({
  title,
  query,
  hideWhenEmpty = false,
}: {
  title: string;
  query: EndpointQuery<entities.User[]>;
  hideWhenEmpty?: boolean;
}) {
  const t = useExtensionStrings('explore');
  const host = useHost();
  const id = useId();
  if (hideWhenEmpty && query.status === 'ready' && query.data.length === 0) return null;
  return (
    <section className="page-card explore-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {query.status === 'error' && <p role="alert">{host.describeError(query.error).text}</p>}
      {query.status === 'ready' && query.data.length === 0 && <p className="explore-hint">{t('nobody')}</p>}
      {query.status === 'ready' && query.data.length > 0 && (
        <ul className="explore-users" aria-labelledby={id}>
          {(query.data as entities.UserDetailed[]).map((user) => (
            <UserCard key={user.id} user={user} />
          ))}
        </ul>
      )}
    </section>
  );
}
