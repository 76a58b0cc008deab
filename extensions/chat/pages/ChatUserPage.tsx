import {
  Avatar,
  Icon,
  Link,
  Mfm,
  type PageProps,
  QueryPage,
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
import { mayMessage } from '../chat-scope';
import '../chat.css';

/** /chat/user/{userId}: the one-to-one conversation with a user. */
export default function ChatUserPage({ params }: PageProps) {
  const viewer = useViewer();
  const t = useExtensionStrings('chat');
  const userId = params.userId ?? '';
  const user = useEndpoint('users/show', { userId });
  if (viewer.policies.chatAvailability === 'unavailable') return <ChatUnavailable />;
  return (
    <QueryPage query={user} failedTitle={t('noSuchUser')}>
      {(found) => <UserConversation user={found as entities.UserDetailed} />}
    </QueryPage>
  );
}

function UserConversation({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const viewer = useViewer();
  const [searching, setSearching] = useState(false);
  const name = user.name ?? user.username;
  const me = host.accounts.current.get()?.info ?? null;
  const cannotSend =
    viewer.policies.chatAvailability === 'readonly'
      ? t('readonly')
      : mayMessage(user, viewer.userId)
        ? null
        : t('cannotMessage', { name });
  return (
    <section className="page-card chat-page" aria-labelledby="chat-title">
      <header className="chat-header">
        <Link to="/chat" className="icon-button">
          <Icon name="back" label={t('back')} />
        </Link>
        <Avatar user={user} size={32} />
        <h1 id="chat-title">
          <Link to={`/@${user.username}`}>
            <Mfm text={name} plain />
          </Link>
        </h1>
        <button type="button" className="icon-button" aria-pressed={searching} onClick={() => setSearching((s) => !s)}>
          <Icon name="search" label={t('searchMessages')} />
        </button>
      </header>
      {searching && <ConversationSearch userId={user.id} />}
      <ConversationView
        conversation={{ kind: 'user', userId: user.id }}
        senderOf={(m) => (m.fromUserId === user.id ? user : me)}
        room={false}
        cannotSend={cannotSend}
        composerLabel={t('messageTo', { name })}
      />
    </section>
  );
}
