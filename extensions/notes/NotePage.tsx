import { type PageProps, useApi, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import NoteView from './NoteView';

/** /notes/{noteId}: the note, the conversation above it, and the replies below. */
export default function NotePage({ params }: PageProps) {
  const t = useExtensionStrings('notes');
  const host = useHost();
  const noteId = params.noteId ?? '';
  const query = useEndpoint('notes/show', { noteId });
  const replies = useEndpoint('notes/children', { noteId, limit: 30 });
  const conversation = useConversation(query.status === 'ready' ? query.data : null);
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (query.status === 'error') {
    return (
      <section className="page-card">
        <h1>{t('notFound')}</h1>
      </section>
    );
  }
  return (
    <section className="note-page" aria-label={t('notePage')}>
      {conversation.length > 0 && (
        <div className="note-conversation">
          {conversation.map((n) => (
            <NoteView key={n.id} note={n} />
          ))}
        </div>
      )}
      <NoteView note={query.data} detailed />
      {replies.status === 'ready' && replies.data.length > 0 && (
        <section className="note-replies" aria-label={t('replies')}>
          {replies.data.map((n) => (
            <NoteView key={n.id} note={n} />
          ))}
        </section>
      )}
    </section>
  );
}

/** The notes this one answers, oldest first (up to 10 back). */
function useConversation(note: entities.Note | null): entities.Note[] {
  const api = useApi();
  const [chain, setChain] = useState<entities.Note[]>([]);
  useEffect(() => {
    let live = true;
    setChain([]);
    (async () => {
      const found: entities.Note[] = [];
      let next = note?.replyId ?? null;
      while (next && found.length < 10) {
        const parent = await api.call('notes/show', { noteId: next }).catch(() => null);
        if (!parent) break;
        found.unshift(parent);
        next = parent.replyId ?? null;
      }
      if (live) setChain(found);
    })();
    return () => {
      live = false;
    };
  }, [api, note]);
  return chain;
}
