import { Icon, Link, RelativeTime, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import './chat.css';

type Invitation = Extract<entities.Notification, { type: 'chatRoomInvitationReceived' }>;

/** A chatRoomInvitationReceived notification: who invited to which room; join or ignore on the full list. */
export default function InvitationNotification({
  notification,
  full,
}: {
  notification: entities.Notification;
  full: boolean;
}) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const [answered, setAnswered] = useState(false);
  const { invitation } = notification as Invitation;
  const owner = invitation.room.owner;
  const answer = async (join: boolean) => {
    try {
      await host.apiWithDialog(
        join ? 'chat/rooms/join' : 'chat/rooms/invitations/ignore',
        { roomId: invitation.roomId },
        { success: false },
      );
      setAnswered(true);
      if (join) host.router.push(`/chat/room/${invitation.roomId}`);
    } catch {
      // The dialog said why.
    }
  };
  return (
    <article className="chat-invitation-notification" aria-label={t('invitationNotification')}>
      <Icon name="chat" size={20} />
      <div>
        <p>
          <Link to={`/chat/room/${invitation.roomId}`}>
            {t('invitedBy', { name: owner.name ?? owner.username, room: invitation.room.name })}
          </Link>
        </p>
        {full && !answered && (
          <div className="chat-actions">
            <button type="button" className="button primary" onClick={() => void answer(true)}>
              {t('join')}
            </button>
            <button type="button" className="button" onClick={() => void answer(false)}>
              {t('ignore')}
            </button>
          </div>
        )}
        <RelativeTime time={notification.createdAt} />
      </div>
    </article>
  );
}
