import { Icon, Link, type PageProps, QueryPage, useEndpoint, useExtensionStrings, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { ChatMessageView } from '../ChatMessageView';
import { ChatUnavailable } from '../ChatUnavailable';
import { conversationOf } from '../conversation-of';
import '../chat.css';

/** /chat/messages/{messageId}: one message, with the way to its conversation. */
export default function ChatMessagePage({ params }: PageProps) {
  const t = useExtensionStrings('chat');
  const viewer = useViewer();
  const message = useEndpoint('chat/messages/show', { messageId: params.messageId ?? '' });
  if (viewer.policies.chatAvailability === 'unavailable') return <ChatUnavailable />;
  return (
    <QueryPage query={message} failedTitle={t('noSuchMessage')}>
      {(m) => <MessageInContext message={m} />}
    </QueryPage>
  );
}

/** The message, and a link to the conversation it belongs to. */
function MessageInContext({ message: m }: { message: entities.ChatMessage }) {
  const t = useExtensionStrings('chat');
  const viewer = useViewer();
  const { to, name: where } = conversationOf(m, viewer.userId);
  return (
    <section className="page-card chat-page" aria-labelledby="chat-title">
      <header className="chat-header">
        <Link to="/chat" className="icon-button">
          <Icon name="back" label={t('back')} />
        </Link>
        <h1 id="chat-title">{t('message')}</h1>
      </header>
      <ChatMessageView message={m} sender={m.fromUser} mine={m.fromUserId === viewer.userId} showName actions={{}} />
      <p>
        <Link to={to} className="button">
          <Icon name="chat" size={16} /> {t('openConversation', { name: where })}
        </Link>
      </p>
    </section>
  );
}
