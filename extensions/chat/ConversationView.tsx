import { useExtensionStrings, useHost, usePreference, useViewer, VirtualFeed } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { ReactNode } from 'react';
import { ChatComposer } from './ChatComposer';
import { ChatMessageView } from './ChatMessageView';
import { type ChatMessage, type Conversation, useConversation } from './use-conversation';

/**
 * A conversation's messages, newest at the bottom, only those near the view mounted, older ones
 * loaded as the reader scrolls up; and below them the message box, or why there is none.
 */
export function ConversationView({
  conversation,
  senderOf,
  room,
  cannotSend,
  composerLabel,
}: {
  conversation: Conversation;
  /** The sender of a message, when the message does not carry them (one-to-one). */
  senderOf(message: ChatMessage): entities.UserLite | null;
  room: boolean;
  /** Why the viewer cannot write here, or null when they can. */
  cannotSend: ReactNode;
  composerLabel: string;
}) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const viewer = useViewer();
  const [showSenderName] = usePreference('chat.showSenderName');
  const state = useConversation(conversation);
  const actions = { remove: state.remove, react: state.react, unreact: state.unreact };

  let body: ReactNode;
  if (state.status === 'loading') body = <p role="status">{host.i18n.t('kernel.loading')}</p>;
  else if (state.status === 'error') body = <p role="alert">{host.describeError(state.error).text}</p>;
  else if (state.messages.length === 0) body = <p className="chat-empty">{t('noMessages')}</p>;
  else
    body = (
      <VirtualFeed
        anchor="bottom"
        items={state.messages}
        itemKey={(m) => m.id}
        label={t('messages')}
        busy={state.loadingOlder}
        estimatedHeight={64}
        onNearEnd={state.loadOlder}
        renderItem={(m) => (
          <ChatMessageView
            message={m}
            sender={'fromUser' in m ? m.fromUser : senderOf(m)}
            mine={m.fromUserId === viewer.userId}
            showName={room || showSenderName}
            actions={actions}
          />
        )}
      />
    );

  return (
    <div className="chat-conversation">
      <div className="chat-messages">{body}</div>
      {cannotSend ? (
        <p className="chat-cannot-send" role="note">
          {cannotSend}
        </p>
      ) : (
        <ChatComposer send={state.send} label={composerLabel} />
      )}
    </div>
  );
}
