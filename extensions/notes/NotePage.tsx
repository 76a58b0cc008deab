import { type PageProps, TabBar, useApi, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import { NoteReactors } from './NoteReactors';
import { NoteRenoters } from './NoteRenoters';
import NoteView from './NoteView';

/** The note page's tabs, named as Misskey's `/notes/{id}/{initialTab}` names them. */
const TABS = ['replies', 'renotes', 'reactions'] as const;
type NoteTab = (typeof TABS)[number];

/** The tab an address opens: its own when it names one, else the replies. */
function tabOf(initialTab: string | undefined): NoteTab {
  return TABS.find((tab) => tab === initialTab) ?? 'replies';
}

/**
 * /notes/{noteId}/{initialTab?}: the note, the conversation above it, and below it the replies,
 * who renoted it, or who reacted to it, one tab at a time; the address chooses the first.
 */
export default function NotePage({ params }: PageProps) {
  const t = useExtensionStrings('notes');
  const tp = useExtensionStrings('notes.page');
  const host = useHost();
  const noteId = params.noteId ?? '';
  const [tab, setTab] = useState<NoteTab>(() => tabOf(params.initialTab));
  const query = useEndpoint('notes/show', { noteId });
  const replies = useEndpoint('notes/children', { noteId, limit: 30 });
  const conversation = useConversation(query.status === 'ready' ? query.data : null);
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (query.status === 'error') {
    return (
      <section className="page-card">
        <h1>{tp('notFound')}</h1>
      </section>
    );
  }
  return (
    <section className="note-page" aria-label={tp('title')}>
      {conversation.length > 0 && (
        <div className="note-conversation">
          {conversation.map((n) => (
            <NoteView key={n.id} note={n} />
          ))}
        </div>
      )}
      <NoteView note={query.data} detailed />
      <TabBar<NoteTab>
        label={tp('tabs')}
        tabs={[
          { value: 'replies', label: tp('replies') },
          { value: 'renotes', label: tp('renotes') },
          { value: 'reactions', label: t('reactions') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      {tab === 'replies' && replies.status === 'ready' && (
        <section className="note-replies" aria-label={tp('replies')}>
          {replies.data.map((n) => (
            <NoteView key={n.id} note={n} />
          ))}
          {replies.data.length === 0 && <p className="paged-footer paged-empty">{tp('noReplies')}</p>}
        </section>
      )}
      {tab === 'renotes' && <NoteRenoters noteId={noteId} />}
      {tab === 'reactions' && <NoteReactors note={query.data} />}
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
