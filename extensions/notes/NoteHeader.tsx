import {
  Avatar,
  Icon,
  Link,
  lazyComponent,
  RelativeTime,
  useExtensionStrings,
  usePreference,
  useUserPreview,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense } from 'react';
import { DisplayName } from './DisplayName';
import { showsTicker } from './note-rules';

/** The author's server loads with the first note that shows one (remote authors, by default). */
const NoteTicker = lazyComponent(() => import('./NoteTicker'));

const VISIBILITY_ICONS: Record<string, string> = { home: 'home', followers: 'user', specified: 'link' };

/** The author, the time (linking to the note), and the visibility when it is not public. */
export function NoteHeader({ note }: { note: entities.Note }) {
  const t = useExtensionStrings('notes');
  const user = note.user;
  const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
  const preview = useUserPreview(user.id);
  const [ticker] = usePreference('instanceTicker');
  return (
    <header className="note-header">
      <Link to={`/${acct}`} className="note-avatar" aria-label={acct} tabIndex={-1} {...preview}>
        <Avatar user={user} size={46} lazy />
      </Link>
      <div className="note-who">
        <Link to={`/${acct}`} className="note-name" dir="auto" {...preview}>
          <DisplayName user={user} />
        </Link>
        <span className="note-acct" dir="ltr">
          {acct}
        </span>
        {user.isBot && <span className="note-badge">{t('bot')}</span>}
        {user.badgeRoles?.map((role) => (
          <span key={role.name} className="note-badge" title={role.name}>
            {role.iconUrl ? <img src={role.iconUrl} alt={role.name} width={16} height={16} /> : role.name}
          </span>
        ))}
        {showsTicker(ticker, user.host) && (
          <Suspense fallback={null}>
            <NoteTicker user={user} />
          </Suspense>
        )}
      </div>
      <div className="note-meta">
        {note.visibility !== 'public' && (
          <Icon
            name={VISIBILITY_ICONS[note.visibility] ?? 'link'}
            label={t(`visibility.${note.visibility}`)}
            size={16}
          />
        )}
        {note.channel ? (
          <Link to={`/channels/${note.channel.id}`} className="note-channel" style={{ color: note.channel.color }}>
            <Icon name="tv" label={t('inChannel', { name: note.channel.name })} size={16} />
          </Link>
        ) : (
          note.localOnly && <Icon name="star" label={t('localOnly')} size={16} />
        )}
        <Link to={`/notes/${note.id}`} className="note-time">
          <RelativeTime time={note.createdAt} />
        </Link>
      </div>
    </header>
  );
}
