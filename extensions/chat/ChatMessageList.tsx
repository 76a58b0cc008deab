import { Icon, Link, PagedFeed, useExtensionStrings, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback } from 'react';
import type { ChatMessageListProps } from './api';
import { ChatMessageView } from './ChatMessageView';
import { conversationOf } from './conversation-of';
import './chat.css';

const messageKey = (message: entities.ChatMessage) => message.id;

/** Chat messages as a paged feed (the chat.messageList service), each with a link to its conversation. */
export default function ChatMessageList({ list, label, empty }: ChatMessageListProps) {
  const t = useExtensionStrings('chat');
  const viewer = useViewer();
  const renderItem = useCallback(
    (m: entities.ChatMessage) => {
      const { to, name } = conversationOf(m, viewer.userId);
      return (
        <div className="chat-list-item">
          <ChatMessageView
            message={m}
            sender={m.fromUser}
            mine={m.fromUserId === viewer.userId}
            showName
            actions={{}}
          />
          <Link to={to} className="chat-list-conversation">
            <Icon name="chat" size={14} /> {t('openConversation', { name })}
          </Link>
        </div>
      );
    },
    [t, viewer.userId],
  );
  return <PagedFeed list={list} itemKey={messageKey} renderItem={renderItem} label={label} empty={empty} />;
}
