import { Avatar, Icon, Link, Mfm, useExtensionStrings, useReadable } from '@tessera/sdk';
import { chatToasts } from './chat-toasts';
import './chat.css';

/** Messages that arrived while their conversation was not open: newest on top, each a link to it, gone after 6 s. */
export default function ChatToasts() {
  const t = useExtensionStrings('chat');
  const toasts = useReadable(chatToasts.list);
  if (toasts.length === 0) return null;
  return (
    <section className="chat-toasts" aria-label={t('newMessages')} aria-live="polite">
      {toasts.map((m) => {
        const name = m.fromUser.name ?? m.fromUser.username;
        const to = m.toRoomId ? `/chat/room/${m.toRoomId}` : `/chat/user/${m.fromUserId}`;
        return (
          <div key={m.id} className="chat-toast">
            <Link to={to} className="chat-toast-link" onClick={() => chatToasts.remove(m.id)}>
              <Avatar user={m.fromUser} size={32} />
              <span>
                <strong>
                  <Mfm text={name} plain />
                  {m.toRoom ? ` · ${m.toRoom.name}` : ''}
                </strong>
                <span className="chat-toast-text">
                  <Mfm text={m.text ?? (m.file ? m.file.name : '')} plain />
                </span>
              </span>
            </Link>
            <button type="button" className="icon-button" onClick={() => chatToasts.remove(m.id)}>
              <Icon name="close" size={14} label={t('dismiss')} />
            </button>
          </div>
        );
      })}
    </section>
  );
}
