import { useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FormEvent, useState } from 'react';
import { ChatMessageView } from './ChatMessageView';

/** Searches the messages of one conversation (or, with neither id, all of the viewer's). */
export function ConversationSearch({ userId, roomId }: { userId?: string; roomId?: string }) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<entities.ChatMessage[] | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    setBusy(true);
    try {
      setResults(
        await host.apiWithDialog(
          'chat/messages/search',
          { query: query.trim(), limit: 50, ...(userId ? { userId } : {}), ...(roomId ? { roomId } : {}) },
          { success: false },
        ),
      );
    } catch {
      // The dialog said why.
    } finally {
      setBusy(false);
    }
  };
  const me = host.viewer.get().userId;
  return (
    <section className="chat-search" aria-label={t('searchMessages')}>
      <search>
        <form className="chat-search-form" onSubmit={(e) => void submit(e)}>
          <input
            type="search"
            className="text-field"
            aria-label={t('searchMessages')}
            placeholder={t('searchMessages')}
            maxLength={256}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="button primary" disabled={busy}>
            {t('search')}
          </button>
        </form>
      </search>
      {results &&
        (results.length === 0 ? (
          <p className="chat-empty">{t('noResults')}</p>
        ) : (
          <ul className="chat-search-results" aria-label={t('results')}>
            {results.map((m) => (
              <li key={m.id}>
                <ChatMessageView message={m} sender={m.fromUser} mine={m.fromUserId === me} showName actions={{}} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
