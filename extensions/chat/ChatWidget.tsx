import { Link, useExtensionStrings, useHost, useViewer, type WidgetProps } from '@tessera/sdk';
import { useMemo } from 'react';
import { ConversationList, conversationEntries } from './ConversationList';
import { useChatHistory } from './chat-history';
import './chat.css';

/** The chat widget: the latest conversations, with their unread marks. */
export default function ChatWidget(_props: WidgetProps) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const viewer = useViewer();
  const available = viewer.signedIn && viewer.policies.chatAvailability !== 'unavailable';
  const loaded = useChatHistory(5, available);
  // The widget is a glance: a failure shows as no conversations.
  const history = loaded.error ? [] : loaded.history;
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
