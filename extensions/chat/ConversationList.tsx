import { Avatar, Icon, Link, Mfm, RelativeTime, useExtensionStrings, useHost, useReadable } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type ConversationKey, conversationOf, unreadChats } from './unread-chats';

/** One entry of the conversation list: the person or room, the latest message and whether it is unread. */
export interface ConversationEntry {
  key: ConversationKey;
  to: string;
  title: string;
  avatar: entities.UserLite | null;
  latest: entities.ChatMessage;
  unread: boolean;
}

/** The conversations of chat/history (people and rooms) as entries, newest first. */
export function conversationEntries(history: readonly entities.ChatMessage[], meId: string): ConversationEntry[] {
  return history
    .map((m) => {
      const key = conversationOf(m, meId);
      if (m.toRoomId) {
        return {
          key,
          to: `/chat/room/${m.toRoomId}`,
          title: m.toRoom?.name ?? '',
          avatar: null,
          latest: m,
          unread: m.isRead === false,
        };
      }
      const other = m.fromUserId === meId ? (m.toUser ?? null) : m.fromUser;
      return {
        key,
        to: `/chat/user/${other?.id ?? ''}`,
        title: other ? (other.name ?? other.username) : '',
        avatar: other,
        latest: m,
        unread: m.isRead === false,
      };
    })
    .sort((a, b) => (a.latest.id < b.latest.id ? 1 : -1));
}

/** Conversations as links: avatar, name, the latest message, its time, and an unread mark. */
export function ConversationList({ entries, label }: { entries: readonly ConversationEntry[]; label: string }) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  // Marks follow the live store too: a conversation read elsewhere, or newly arrived.
  useReadable(unreadChats.count);
  const me = host.viewer.get().userId;
  return (
    <ul className="chat-conversations" aria-label={label}>
      {entries.map((e) => {
        const unread = e.unread || unreadChats.has(e.key);
        const preview = e.latest.text ?? (e.latest.file ? `📎 ${e.latest.file.name}` : '');
        const fromMe = e.latest.fromUserId === me;
        return (
          <li key={e.key}>
            <Link to={e.to} className={unread ? 'chat-conversation-link unread' : 'chat-conversation-link'}>
              {e.avatar ? (
                <Avatar user={e.avatar} size={40} />
              ) : (
                <span className="chat-room-icon">
                  <Icon name="users" size={22} />
                </span>
              )}
              <span className="chat-conversation-text">
                <span className="chat-conversation-title">
                  <Mfm text={e.title} plain />
                  {unread && <span className="chat-unread-dot" role="img" aria-label={t('unread')} />}
                </span>
                <span className="chat-conversation-preview">
                  {fromMe
                    ? `${t('you')}: `
                    : e.latest.toRoomId
                      ? `${e.latest.fromUser.name ?? e.latest.fromUser.username}: `
                      : ''}
                  <Mfm text={preview} plain />
                </span>
              </span>
              <RelativeTime time={e.latest.createdAt} className="chat-conversation-time" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
