import {
  Avatar,
  Icon,
  Link,
  Mfm,
  MfmPlainText,
  Reaction,
  RelativeTime,
  useComponentService,
  useExtensionStrings,
  useHost,
  useUserPreview,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type ReactNode, Suspense, useState } from 'react';
import type {} from '../notes/api';
import {
  actorsOf,
  NOTIFICATION_ICONS as ICONS,
  type NotificationFields,
  notificationSummary,
} from './notification-types';
import './notifications.css';

/** Kinds whose note is the point (shown whole); the others quote their note briefly. */
const SHOWS_NOTE = new Set(['mention', 'reply', 'quote', 'note', 'pollEnded']);

const acctOf = (u: entities.UserLite) => (u.host ? `@${u.username}@${u.host}` : `@${u.username}`);
const nameOf = (u: entities.UserLite) => u.name ?? u.username;

/** A link to a person's profile whose card opens when the pointer or focus rests on it. */
function ActorLink({ user, className, children }: { user: entities.UserLite; className: string; children: ReactNode }) {
  const preview = useUserPreview(user.id);
  return (
    <Link
      to={`/${acctOf(user)}`}
      className={className}
      dir={className === 'notification-name' ? 'auto' : undefined}
      {...preview}
    >
      {children}
    </Link>
  );
}

/**
 * The built-in notification renderer: who did what, when, and what it is about, for every
 * type of spec 001 section 3. `full` is the notifications page (notes shown whole, follow
 * requests answerable); otherwise it is compact (widget, toast).
 */
export default function BuiltinNotification({
  notification,
  full,
}: {
  notification: entities.Notification;
  full: boolean;
}) {
  const t = useExtensionStrings('notifications');
  const n = notification as NotificationFields;
  const NoteView = useComponentService('notes.view');
  const grouped = actorsOf(n);
  const actor = grouped[0];
  const label = notificationSummary(t, n);

  return (
    <article className={full ? 'notification' : 'notification compact'} aria-label={label}>
      <div className="notification-head">
        <span className="notification-icon">
          {n.type === 'app' && n.icon ? <img src={n.icon} alt="" width={16} height={16} /> : null}
          {n.type !== 'app' || !n.icon ? (
            <Icon name={(ICONS as Readonly<Record<string, string>>)[n.type] ?? 'bell'} size={16} />
          ) : null}
        </span>
        {grouped.length > 1 ? (
          <span className="notification-avatars">
            {grouped.slice(0, 5).map((u) => (
              <ActorLink key={u.id} user={u} className="notification-who">
                <span className="notification-group-avatar">
                  <Avatar user={u} size={28} alt={nameOf(u)} />
                </span>
              </ActorLink>
            ))}
          </span>
        ) : actor ? (
          <ActorLink user={actor} className="notification-who">
            <Avatar user={actor} size={full ? 32 : 24} />
          </ActorLink>
        ) : (
          // An ended poll has no notifier: its author is shown.
          n.type === 'pollEnded' &&
          n.note && (
            <ActorLink user={n.note.user} className="notification-who">
              <Avatar user={n.note.user} size={full ? 32 : 24} />
            </ActorLink>
          )
        )}
        <p className="notification-text">
          {actor && grouped.length <= 1 ? (
            <>
              <ActorLink user={actor} className="notification-name">
                <Mfm text={nameOf(actor)} emojis={actor.emojis ?? {}} authorHost={actor.host} plain />
              </ActorLink>{' '}
              {t(`did.${n.type}`, { role: n.role?.name ?? '', room: n.invitation?.room?.name ?? '' })}
              {n.type === 'reaction' && n.reaction && (
                <>
                  {' '}
                  <Reaction reaction={n.reaction} emojis={n.note?.reactionEmojis ?? {}} />
                </>
              )}
            </>
          ) : (
            label
          )}
        </p>
        <RelativeTime time={n.createdAt} className="notification-time" />
      </div>
      {n.type === 'reaction:grouped' && (
        <p className="notification-reactions">
          {(n.reactions ?? []).slice(0, 10).map((r) => (
            <Reaction key={`${r.user.id}:${r.reaction}`} reaction={r.reaction} emojis={n.note?.reactionEmojis ?? {}} />
          ))}
        </p>
      )}
      {n.type === 'receiveFollowRequest' && n.user && full && <FollowRequestActions userId={n.user.id} />}
      {n.type === 'followRequestAccepted' && n.message && <p className="notification-body">{n.message}</p>}
      {n.type === 'app' && n.body && <p className="notification-body">{n.body}</p>}
      {n.type === 'exportCompleted' && n.fileId && (
        <Link to={`/my/drive/file/${n.fileId}`} className="notification-quote">
          {t('openExport')}
        </Link>
      )}
      {n.type === 'roleAssigned' && n.role?.iconUrl && (
        <img className="notification-role-icon" src={n.role.iconUrl} alt="" width={24} height={24} />
      )}
      {n.note &&
        (SHOWS_NOTE.has(n.type) && NoteView && full ? (
          <Suspense fallback={null}>
            <NoteView note={n.note} />
          </Suspense>
        ) : (
          <QuotedNote note={n.type.startsWith('renote') && n.note.renote ? n.note.renote : n.note} />
        ))}
    </article>
  );
}

/**
 * A line of the note a notification is about, linking to it: its content warning if it has one
 * (the text stays behind it, as in Misskey's summary), else its text. For a renote that is the
 * renoted note (the renote itself has no text), as Misskey shows it.
 */
function QuotedNote({ note }: { note: entities.Note }) {
  const t = useExtensionStrings('notifications');
  const summary = note.cw ?? note.text;
  return (
    <Link to={`/notes/${note.id}`} className="notification-quote" dir="auto">
      {summary ? <MfmPlainText text={summary} /> : t('openNote')}
    </Link>
  );
}

/** Accept or reject a follow request right from the notification; the buttons go after a click. */
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
