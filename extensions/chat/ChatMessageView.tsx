import { Avatar, Icon, Link, Mfm, Reaction, RelativeTime, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { ChatMessage } from './use-conversation';

/** What a message view can do besides showing it. */
export interface MessageActions {
  remove?(message: ChatMessage): void;
  react?(message: ChatMessage, reaction: string): void;
  unreact?(message: ChatMessage, reaction: string): void;
}

/** Reactions grouped by emoji, with whether the viewer made one of them. */
export function groupReactions(
  message: ChatMessage | entities.ChatMessage,
  viewerId: string | null,
): { reaction: string; count: number; mine: boolean }[] {
  const groups = new Map<string, { reaction: string; count: number; mine: boolean }>();
  // In a one-to-one chat only the recipient reacts, so the reactions on a message to the viewer are theirs.
  const oneToOneMine =
    !('toRoomId' in message && message.toRoomId) && 'toUserId' in message && message.toUserId === viewerId;
  for (const r of message.reactions) {
    const group = groups.get(r.reaction) ?? { reaction: r.reaction, count: 0, mine: false };
    group.count++;
    const byViewer = 'user' in r && r.user ? r.user.id === viewerId : oneToOneMine;
    if (byViewer) group.mine = true;
    groups.set(r.reaction, group);
  }
  return [...groups.values()];
}

/**
 * One message: the sender's avatar and (when shown) name, the text as MFM, the attached file,
 * the time, the reactions and a menu (react, copy, open, delete one's own).
 */
export function ChatMessageView({
  message,
  sender,
  mine,
  showName,
  actions,
}: {
  message: ChatMessage | entities.ChatMessage;
  sender: entities.UserLite | null;
  mine: boolean;
  showName: boolean;
  actions: MessageActions;
}) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const viewerId = host.viewer.get().userId;
  const name = sender ? (sender.name ?? sender.username) : '';
  const canReact = !mine && actions.react !== undefined;
  const pickReaction = async (anchor: HTMLElement) => {
    if (!host.commands.has('emoji.pick')) return;
    const picked = await host.commands.execute('emoji.pick', { purpose: 'reaction', anchor });
    if (picked) actions.react?.(message as ChatMessage, picked);
  };
  const openMenu = (anchor: HTMLElement) =>
    void host.modals.menu(
      [
        ...(canReact && host.commands.has('emoji.pick')
          ? [{ type: 'button' as const, text: t('react'), icon: 'smile', action: () => void pickReaction(anchor) }]
          : []),
        ...(message.text
          ? [
              {
                type: 'button' as const,
                text: t('copy'),
                icon: 'copy',
                action: () => void host.copyToClipboard(message.text ?? ''),
              },
            ]
          : []),
        { type: 'link' as const, text: t('openMessage'), icon: 'link', to: `/chat/messages/${message.id}` },
        ...(mine && actions.remove
          ? [
              { type: 'divider' as const },
              {
                type: 'button' as const,
                text: t('delete'),
                icon: 'trash',
                danger: true,
                action: () =>
                  void host.modals
                    .confirm(t('deleteConfirm'), { danger: true, okText: t('delete') })
                    .then((ok) => ok && actions.remove?.(message as ChatMessage)),
              },
            ]
          : []),
      ],
      anchor,
    );
  const file = message.file;
  return (
    <article className={mine ? 'chat-message mine' : 'chat-message'} aria-label={t('messageFrom', { name })}>
      {!mine && sender && (
        <Link to={`/@${sender.username}`} className="chat-message-avatar" aria-hidden="true" tabIndex={-1}>
          <Avatar user={sender} size={36} lazy />
        </Link>
      )}
      <div className="chat-message-body">
        {showName && !mine && sender && (
          <span className="chat-message-name" dir="auto">
            <Mfm text={name} plain />
          </span>
        )}
        <div className="chat-bubble">
          {message.text && (
            <div className="chat-text" dir="auto">
              <Mfm text={message.text} />
            </div>
          )}
          {file && <ChatFile file={file} />}
        </div>
        {message.reactions.length > 0 && (
          <ul className="chat-reactions" aria-label={t('reactions')}>
            {groupReactions(message, viewerId).map((g) => (
              <li key={g.reaction}>
                <button
                  type="button"
                  className={g.mine ? 'chat-reaction mine' : 'chat-reaction'}
                  aria-pressed={g.mine}
                  disabled={!canReact}
                  onClick={() =>
                    g.mine
                      ? actions.unreact?.(message as ChatMessage, g.reaction)
                      : actions.react?.(message as ChatMessage, g.reaction)
                  }
                >
                  <Reaction reaction={g.reaction} />
                  <span>{g.count}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <footer className="chat-message-meta">
          <RelativeTime time={message.createdAt} />
          <button type="button" className="icon-button" onClick={(e) => openMenu(e.currentTarget)}>
            <Icon name="more" size={14} label={t('messageMenu')} />
          </button>
        </footer>
      </div>
    </article>
  );
}

/** An attached file: images and videos inline, anything else as a download link. */
function ChatFile({ file }: { file: entities.DriveFile }) {
  if (file.type.startsWith('image/')) {
    return (
      <a className="chat-file" href={file.url} target="_blank" rel="noopener noreferrer">
        <img src={file.thumbnailUrl ?? file.url} alt={file.comment ?? file.name} loading="lazy" />
      </a>
    );
  }
  if (file.type.startsWith('video/')) {
    // biome-ignore lint/a11y/useMediaCaption: people's own videos come without captions.
    return <video className="chat-file" src={file.url} controls preload="metadata" />;
  }
  return (
    <a className="chat-file-link" href={file.url} download={file.name}>
      <Icon name="paperclip" size={14} /> {file.name}
    </a>
  );
}
