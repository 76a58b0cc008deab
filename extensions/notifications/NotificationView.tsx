import {
  Icon,
  Link,
  Mfm,
  mfmToPlainText,
  Reaction,
  RelativeTime,
  useExtensionStrings,
  useHost,
  useNoteView,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import './notifications.css';

/** The icon for each kind of notification. */
const ICONS: Record<string, string> = {
  follow: 'plus',
  receiveFollowRequest: 'user',
  followRequestAccepted: 'check',
  mention: 'link',
  reply: 'back',
  renote: 'reload',
  quote: 'reload',
  reaction: 'star',
  pollEnded: 'check',
  note: 'bell',
  achievementEarned: 'star',
  roleAssigned: 'user',
};

/** Kinds whose note is the point (shown whole); the others quote their note briefly. */
const SHOWS_NOTE = new Set(['mention', 'reply', 'quote', 'note']);

type Any = entities.Notification & {
  user?: entities.UserLite;
  note?: entities.Note;
  reaction?: string;
  achievement?: string;
  header?: string | null;
  body?: string;
};

/** One notification: who did what, when, and the note it is about (briefly when compact). */
export function NotificationView({
  notification,
  compact = false,
}: {
  notification: entities.Notification;
  compact?: boolean;
}) {
  const t = useExtensionStrings('notifications');
  const n = notification as Any;
  const NoteView = useNoteView();
  const who = n.user ? (n.user.name ?? n.user.username) : '';
  const acct = n.user ? (n.user.host ? `@${n.user.username}@${n.user.host}` : `@${n.user.username}`) : '';
  const key = `type.${n.type}`;
  const text = t(key, { name: who, reaction: n.reaction ?? '' });
  const didKey = `did.${n.type}`;
  const did = t(didKey, { reaction: n.reaction ?? '' });
  return (
    <article
      className={compact ? 'notification compact' : 'notification'}
      aria-label={text === `notifications.${key}` ? n.type : text}
    >
      <div className="notification-head">
        <span className="notification-icon">
          <Icon name={ICONS[n.type] ?? 'bell'} size={16} />
        </span>
        {n.user && (
          <Link to={`/${acct}`} className="notification-who">
            <img src={n.user.avatarUrl ?? ''} alt="" width={32} height={32} />
          </Link>
        )}
        <p className="notification-text">
          {n.user ? (
            <>
              <Link to={`/${acct}`} className="notification-name">
                <Mfm text={who} emojis={n.user.emojis ?? {}} authorHost={n.user.host} plain />
              </Link>{' '}
              {did === `notifications.${didKey}` ? '' : did}
              {n.type === 'reaction' && n.reaction && (
                <>
                  {' '}
                  <Reaction reaction={n.reaction} emojis={n.note?.reactionEmojis ?? {}} />
                </>
              )}
            </>
          ) : (
            (n.header ?? text)
          )}
        </p>
        <RelativeTime time={n.createdAt} className="notification-time" />
      </div>
      {n.type === 'receiveFollowRequest' && n.user && <FollowRequestActions userId={n.user.id} />}
      {n.body && <p className="notification-body">{n.body}</p>}
      {n.note &&
        (SHOWS_NOTE.has(n.type) && NoteView && !compact ? (
          <NoteView note={n.note} />
        ) : (
          <Link to={`/notes/${n.note.id}`} className="notification-quote">
            {n.note.text ? mfmToPlainText(n.note.text) : t('openNote')}
          </Link>
        ))}
    </article>
  );
}

/** Accept or reject a follow request right from the notification. */
function FollowRequestActions({ userId }: { userId: string }) {
  const t = useExtensionStrings('notifications');
  const host = useHost();
  const [done, setDone] = useState<'accepted' | 'rejected' | null>(null);
  if (done) return <p className="notification-body">{t(done)}</p>;
  const answer = async (accept: boolean) => {
    try {
      await host.apiWithDialog(accept ? 'following/requests/accept' : 'following/requests/reject', { userId });
      setDone(accept ? 'accepted' : 'rejected');
    } catch {
      // The dialog said why; the buttons stay.
    }
  };
  return (
    <div className="notification-actions">
      <button type="button" className="button primary" onClick={() => void answer(true)}>
        {t('accept')}
      </button>
      <button type="button" className="button" onClick={() => void answer(false)}>
        {t('reject')}
      </button>
    </div>
  );
}
