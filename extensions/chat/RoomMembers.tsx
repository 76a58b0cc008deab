import {
  Avatar,
  Icon,
  Link,
  Mfm,
  PagedListFooter,
  useExtensionStrings,
  useHost,
  usePagedList,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import type {} from '../profile/api';

/** A room's members (its owner first); for the owner, inviting people and the invitations still unanswered. */
export function RoomMembers({ room }: { room: entities.ChatRoom }) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const viewer = useViewer();
  const members = usePagedList('chat/rooms/members', { roomId: room.id }, { first: 30, next: 30 });
  const owner = room.ownerId === viewer.userId;
  // Each invitation sent asks for the unanswered ones again.
  const [sent, setSent] = useState(0);
  const invite = async () => {
    if (!host.commands.has('profile.pickUser')) return;
    const user = await host.commands.execute('profile.pickUser', { title: t('invite') });
    if (!user) return;
    try {
      await host.apiWithDialog('chat/rooms/invitations/create', { roomId: room.id, userId: user.id });
      setSent((n) => n + 1);
    } catch {
      // The dialog said why.
    }
  };
  return (
    <section className="chat-members" aria-label={t('members')}>
      {owner && (
        <button type="button" className="button primary" onClick={() => void invite()}>
          <Icon name="plus" size={16} /> {t('invite')}
        </button>
      )}
      <ul className="chat-member-list">
        <MemberRow user={room.owner} note={t('owner')} />
        {members.items.map((m) => m.user && <MemberRow key={m.id} user={m.user} />)}
      </ul>
      <PagedListFooter list={members} empty={t('noOtherMembers')} />
      {owner && <SentInvitations key={sent} roomId={room.id} />}
    </section>
  );
}

function MemberRow({ user, note }: { user: entities.UserLite; note?: string }) {
  return (
    <li className="chat-member">
      <Avatar user={user} size={32} />
      <Link to={`/@${user.username}`}>
        <Mfm text={user.name ?? user.username} plain />
      </Link>
      <span className="chat-member-handle" dir="ltr">
        @{user.username}
      </span>
      {note && <span className="chat-member-note">{note}</span>}
    </li>
  );
}

function SentInvitations({ roomId }: { roomId: string }) {
  const t = useExtensionStrings('chat');
  const sent = usePagedList('chat/rooms/invitations/outbox', { roomId }, { first: 30, next: 30 });
  if (sent.items.length === 0) return null;
  return (
    <section aria-label={t('pendingInvitations')}>
      <h2>{t('pendingInvitations')}</h2>
      <ul className="chat-member-list">
        {sent.items.map((i) => (
          <MemberRow key={i.id} user={i.user} note={t('invited')} />
        ))}
      </ul>
    </section>
  );
}
