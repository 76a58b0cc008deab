import {
  Icon,
  Link,
  PagedListFooter,
  TabBar,
  useExtensionStrings,
  useHost,
  usePagedList,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useMemo, useState } from 'react';
import type {} from '../../profile/api';
import { ChatUnavailable } from '../ChatUnavailable';
import { ConversationList, conversationEntries } from '../ConversationList';
import { ConversationSearch } from '../ConversationSearch';
import { useChatHistory } from '../chat-history';
import '../chat.css';

type Tab = 'chats' | 'rooms' | 'invitations' | 'search';

/** /chat: the conversations (people and rooms), one's rooms, invitations and message search; new chats and rooms. */
export default function ChatHomePage() {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const viewer = useViewer();
  const [tab, setTab] = useState<Tab>('chats');
  if (viewer.policies.chatAvailability === 'unavailable') return <ChatUnavailable />;
  const writable = viewer.policies.chatAvailability === 'available';

  const startChat = async () => {
    if (!host.commands.has('profile.pickUser')) return;
    const user = await host.commands.execute('profile.pickUser', { title: t('startChat') });
    if (user) host.router.push(`/chat/user/${user.id}`);
  };
  const createRoom = async () => {
    const named = await host.modals.dialog({
      title: t('newRoom'),
      input: { placeholder: t('roomName'), maxLength: 256, minLength: 1 },
    });
    if (named.canceled || !named.result?.trim()) return;
    try {
      const room = await host.apiWithDialog('chat/rooms/create', { name: named.result.trim() }, { success: false });
      host.router.push(`/chat/room/${room.id}`);
    } catch {
      // The dialog said why.
    }
  };

  const tabs: { value: Tab; label: string }[] = [
    { value: 'chats', label: t('chats') },
    { value: 'rooms', label: t('rooms') },
    { value: 'invitations', label: t('invitations') },
    { value: 'search', label: t('search') },
  ];
  return (
    <section className="page-card chat-home" aria-labelledby="chat-home-title">
      <header className="chat-home-header">
        <h1 id="chat-home-title">
          <Icon name="chat" size={20} /> {t('title')}
        </h1>
        {writable && (
          <div className="chat-actions">
            <button type="button" className="button primary" onClick={() => void startChat()}>
              <Icon name="plus" size={16} /> {t('startChat')}
            </button>
            <button type="button" className="button" onClick={() => void createRoom()}>
              <Icon name="users" size={16} /> {t('newRoom')}
            </button>
          </div>
        )}
      </header>
      <TabBar<Tab> label={t('title')} tabs={tabs} selected={tab} onSelect={setTab} />
      {tab === 'chats' && <History />}
      {tab === 'rooms' && <Rooms />}
      {tab === 'invitations' && <Invitations />}
      {tab === 'search' && <ConversationSearch />}
    </section>
  );
}

/** People and rooms together, newest first, filtered by name as the person types. */
function History() {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const { history, error } = useChatHistory(100);
  const [filter, setFilter] = useState('');
  const me = host.viewer.get().userId ?? '';
  const entries = useMemo(() => conversationEntries(history ?? [], me), [history, me]);
  if (error) return <p role="alert">{host.describeError(error).text}</p>;
  if (!history) return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  const needle = filter.trim().toLowerCase();
  const shown = needle ? entries.filter((e) => e.title.toLowerCase().includes(needle)) : entries;
  return (
    <>
      <input
        type="search"
        className="text-field chat-filter"
        aria-label={t('filter')}
        placeholder={t('filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {shown.length === 0 ? (
        <p className="chat-empty">{entries.length === 0 ? t('noChats') : t('noResults')}</p>
      ) : (
        <ConversationList entries={shown} label={t('chats')} />
      )}
    </>
  );
}

/** The rooms one owns and the rooms one joined. */
function Rooms() {
  const t = useExtensionStrings('chat');
  const owned = usePagedList('chat/rooms/owned', {}, { first: 30, next: 30 });
  const joined = usePagedList('chat/rooms/joining', {}, { first: 30, next: 30 });
  const row = (room: entities.ChatRoom) => (
    <li key={room.id}>
      <Link to={`/chat/room/${room.id}`} className="chat-conversation-link">
        <span className="chat-room-icon">
          <Icon name="users" size={22} />
        </span>
        <span className="chat-conversation-text">
          <span className="chat-conversation-title">{room.name}</span>
          {room.description && <span className="chat-conversation-preview">{room.description}</span>}
        </span>
      </Link>
    </li>
  );
  return (
    <>
      <h2 className="chat-subtitle">{t('ownedRooms')}</h2>
      <ul className="chat-conversations" aria-label={t('ownedRooms')}>
        {owned.items.map(row)}
      </ul>
      <PagedListFooter list={owned} empty={t('noOwnedRooms')} />
      <h2 className="chat-subtitle">{t('joinedRooms')}</h2>
      <ul className="chat-conversations" aria-label={t('joinedRooms')}>
        {joined.items.map((m) => m.room && row(m.room))}
      </ul>
      <PagedListFooter list={joined} empty={t('noJoinedRooms')} />
    </>
  );
}

/** Invitations to rooms: join or ignore each. */
function Invitations() {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const inbox = usePagedList('chat/rooms/invitations/inbox', {}, { first: 30, next: 30 });
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const answer = async (invitation: entities.ChatRoomInvitation, join: boolean) => {
    try {
      await host.apiWithDialog(
        join ? 'chat/rooms/join' : 'chat/rooms/invitations/ignore',
        { roomId: invitation.roomId },
        { success: false },
      );
      setAnswered((s) => new Set([...s, invitation.id]));
      if (join) host.router.push(`/chat/room/${invitation.roomId}`);
    } catch {
      // The dialog said why.
    }
  };
  const items = inbox.items.filter((i) => !answered.has(i.id));
  return (
    <>
      <ul className="chat-conversations" aria-label={t('invitations')}>
        {items.map((i) => (
          <li key={i.id} className="chat-invitation-row">
            <span className="chat-conversation-text">
              <span className="chat-conversation-title">{i.room.name}</span>
              <span className="chat-conversation-preview">
                {t('invitedBy', { name: i.room.owner.name ?? i.room.owner.username, room: i.room.name })}
              </span>
            </span>
            <button type="button" className="button primary" onClick={() => void answer(i, true)}>
              {t('join')}
            </button>
            <button type="button" className="button" onClick={() => void answer(i, false)}>
              {t('ignore')}
            </button>
          </li>
        ))}
      </ul>
      {items.length === 0 && inbox.status === 'ready' ? (
        <p className="chat-empty">{t('noInvitations')}</p>
      ) : (
        <PagedListFooter list={inbox} empty={t('noInvitations')} />
      )}
    </>
  );
}
