import {
  Icon,
  Link,
  type PageProps,
  QueryPage,
  TabBar,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { ChatUnavailable } from '../ChatUnavailable';
import { ConversationSearch } from '../ConversationSearch';
import { ConversationView } from '../ConversationView';
import { RoomInfo } from '../RoomInfo';
import { RoomMembers } from '../RoomMembers';
import '../chat.css';

type Tab = 'chat' | 'search' | 'members' | 'info';

/** /chat/room/{roomId}: a room's conversation, search, members and settings; an invitation to accept if one is waiting. */
export default function ChatRoomPage({ params }: PageProps) {
  const viewer = useViewer();
  const t = useExtensionStrings('chat');
  const roomId = params.roomId ?? '';
  const room = useEndpoint('chat/rooms/show', { roomId });
  if (viewer.policies.chatAvailability === 'unavailable') return <ChatUnavailable />;
  return (
    <QueryPage query={room} failedTitle={t('noSuchRoom')}>
      {(found) => <RoomView room={found} reload={room.reload} />}
    </QueryPage>
  );
}

function RoomView({ room, reload }: { room: entities.ChatRoom; reload(): void }) {
  const t = useExtensionStrings('chat');
  const viewer = useViewer();
  const [tab, setTab] = useState<Tab>('chat');
  const tabs: { value: Tab; label: string }[] = [
    { value: 'chat', label: t('chat') },
    { value: 'search', label: t('search') },
    { value: 'members', label: t('members') },
    { value: 'info', label: t('info') },
  ];
  return (
    <section className="page-card chat-page" aria-labelledby="chat-title">
      <header className="chat-header">
        <Link to="/chat" className="icon-button">
          <Icon name="back" label={t('back')} />
        </Link>
        <Icon name="users" size={20} />
        <h1 id="chat-title">{room.name}</h1>
      </header>
      {room.invitationExists ? (
        <InvitationPrompt room={room} answered={reload} />
      ) : (
        <>
          <TabBar<Tab> label={room.name} tabs={tabs} selected={tab} onSelect={setTab} />
          {tab === 'chat' && (
            <ConversationView
              conversation={{ kind: 'room', roomId: room.id }}
              senderOf={() => null}
              room
              cannotSend={viewer.policies.chatAvailability === 'readonly' ? t('readonly') : null}
              composerLabel={t('messageToRoom', { name: room.name })}
            />
          )}
          {tab === 'search' && <ConversationSearch roomId={room.id} />}
          {tab === 'members' && <RoomMembers room={room} />}
          {tab === 'info' && <RoomInfo room={room} changed={reload} />}
        </>
      )}
    </section>
  );
}

/** An invitation waiting for the viewer: join, or ignore it. */
export function InvitationPrompt({ room, answered }: { room: entities.ChatRoom; answered(): void }) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const answer = async (endpoint: 'chat/rooms/join' | 'chat/rooms/invitations/ignore') => {
    try {
      await host.apiWithDialog(endpoint, { roomId: room.id }, { success: false });
      if (endpoint === 'chat/rooms/join') answered();
      else host.router.push('/chat');
    } catch {
      // The dialog said why.
    }
  };
  return (
    <div className="chat-invitation">
      <p>{t('invitedBy', { name: room.owner.name ?? room.owner.username, room: room.name })}</p>
      {room.description && <p className="chat-room-description">{room.description}</p>}
      <div className="chat-actions">
        <button type="button" className="button primary" onClick={() => void answer('chat/rooms/join')}>
          {t('join')}
        </button>
        <button type="button" className="button" onClick={() => void answer('chat/rooms/invitations/ignore')}>
          {t('ignore')}
        </button>
      </div>
    </div>
  );
}
