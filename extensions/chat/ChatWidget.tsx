import { Link, useExtensionStrings, useHost, useViewer, type WidgetProps } from '@tessera/sdk';
import { useMemo } from 'react';
import type { DeckColumnProps } from '../deck/api';
import { ConversationList, conversationEntries } from './ConversationList';
import { useChatHistory } from './chat-history';
import './chat.css';

/** How many conversations the widget and the deck column show. */
const WIDGET_CONVERSATIONS = 5;
const COLUMN_CONVERSATIONS = 30;

/** The chat widget: the latest conversations, with their unread marks. */
export default function ChatWidget(_props: WidgetProps) {
  return <ChatOverview limit={WIDGET_CONVERSATIONS} />;
}

/** The chat deck column: more of the latest conversations; opening one opens its page (or window). */
export function ChatColumn(_props: DeckColumnProps) {
  return (
    <div className="chat-column">
      <ChatOverview limit={COLUMN_CONVERSATIONS} />
    </div>
  );
}

function ChatOverview({ limit }: { limit: number }) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const viewer = useViewer();
  const available = viewer.signedIn && viewer.policies.chatAvailability !== 'unavailable';
  const loaded = useChatHistory(limit, available);
  // The widget is a glance: a failure shows as no conversations.
  const history = loaded.error ? [] : loaded.history;
  const entries = useMemo(
    () => conversationEntries(history ?? [], viewer.userId ?? '').slice(0, limit),
    [history, viewer.userId, limit],
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
