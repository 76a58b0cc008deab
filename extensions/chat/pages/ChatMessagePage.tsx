import { Icon, Link, type PageProps, useEndpoint, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import { ChatMessageView } from '../ChatMessageView';
import { ChatUnavailable } from '../ChatUnavailable';
import '../chat.css';

/** /chat/messages/{messageId}: one message, with the way to its conversation. */
export default function ChatMessagePage({ params }: PageProps) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const viewer = useViewer();
  const message = useEndpoint('chat/messages/show', { messageId: params.messageId ?? '' });
  if (viewer.policies.chatAvailability === 'unavailable') return <ChatUnavailable />;
  if (message.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (message.status === 'error') {
    return (
      <section className="page-card" role="alert">
        <h1>{t('noSuchMessage')}</h1>
        <p>{host.describeError(message.error).text}</p>
      </section>
    );
  }
  const m = message.data;
  const other = m.fromUserId === viewer.userId ? m.toUser : m.fromUser;
  const to = m.toRoomId ? `/chat/room/${m.toRoomId}` : `/chat/user/${other?.id ?? ''}`;
  const where = m.toRoom ? m.toRoom.name : other ? (other.name ?? other.username) : '';
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
