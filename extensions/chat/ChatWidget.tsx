import { Link, useExtensionStrings, useHost, useReadable, useViewer, type WidgetProps } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useMemo, useState } from 'react';
import { ConversationList, conversationEntries } from './ConversationList';
import { unreadChats } from './unread-chats';
import './chat.css';

/** The chat widget: the latest conversations, with their unread marks. */
export default function ChatWidget(_props: WidgetProps) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const viewer = useViewer();
  const [history, setHistory] = useState<entities.ChatMessage[] | null>(null);
  const unreadCount = useReadable(unreadChats.count);
  const available = viewer.signedIn && viewer.policies.chatAvailability !== 'unavailable';
  // biome-ignore lint/correctness/useExhaustiveDependencies: unreadCount refetches when a message arrives.
  useEffect(() => {
    if (!available) return;
    let live = true;
    Promise.all([
      host.api.call('chat/history', { limit: 5 }),
      host.api.call('chat/history', { limit: 5, room: true }),
    ]).then(
      ([users, rooms]) => live && setHistory([...users, ...rooms]),
      () => live && setHistory([]),
    );
    return () => {
      live = false;
    };
  }, [host, available, unreadCount]);
  const entries = useMemo(
    () => conversationEntries(history ?? [], viewer.userId ?? '').slice(0, 5),
    [history, viewer.userId],
  );
  if (!available) return <p className="widget-empty">{t('unavailable')}</p>;
  if (history === null) return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  return (
    <div className="chat-widget">
      {entries.length === 0 ? (
        <p className="widget-empty">{t('noChats')}</p>
      ) : (
        <ConversationList entries={entries} label={t('chats')} />
      )}
      <Link to="/chat" className="widget-more">
        {t('seeAll')}
      </Link>
    </div>
  );
}
