import { Avatar, Link } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { ReactNode } from 'react';
import { DisplayName } from './DisplayName';
import './note-people.css';

/** One person in the note page's lists (who renoted, who reacted): avatar, name, acct, and an extra. */
export function NotePerson({ user, children }: { user: entities.UserLite; children?: ReactNode }) {
  const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
  return (
    <li className="note-person">
      <Avatar user={user} size={36} lazy />
      <Link to={`/${acct}`} className="note-person-name" dir="auto">
        <DisplayName user={user} />
      </Link>
      <span className="note-person-acct" dir="ltr">
        {acct}
      </span>
      {children}
    </li>
  );
}
