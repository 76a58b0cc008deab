import { PagedListFooter, Reaction, useExtensionStrings, usePagedList } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { NotePerson } from './NotePeople';
import { useLiveNote } from './use-live-note';

/**
 * The note page's Reactions tab: one tab per reaction the note got, with its count, and who
 * reacted with the chosen one, newest first, page by page.
 */
export function NoteReactors({ note: initial }: { note: entities.Note }) {
  const t = useExtensionStrings('notes');
  const tp = useExtensionStrings('notes.page');
  const [note] = useLiveNote(initial);
  const types = Object.entries(note.reactions).sort((a, b) => b[1] - a[1]);
  const [picked, setChosen] = useState<string | null>(null);
  // The first (most used) reaction until one is chosen, or when the chosen one is gone.
  const chosen = types.find(([reaction]) => reaction === picked)?.[0] ?? types[0]?.[0] ?? null;
  if (chosen === null) return <p className="paged-footer paged-empty">{tp('noReactions')}</p>;
  return (
    <>
      <div role="tablist" aria-label={tp('reactionTypes')} className="note-reaction-types">
        {types.map(([reaction, count]) => (
          <button
            key={reaction}
            type="button"
            role="tab"
            aria-selected={reaction === chosen}
            aria-label={t('reactionCount', { reaction, count })}
            className={reaction === chosen ? 'reaction mine' : 'reaction'}
            onClick={() => setChosen(reaction)}
          >
            <Reaction reaction={reaction} emojis={note.reactionEmojis} />
            <span className="reaction-count">{count}</span>
          </button>
        ))}
      </div>
      <Reactors key={chosen} noteId={note.id} type={chosen} emojis={note.reactionEmojis} />
    </>
  );
}

function Reactors({ noteId, type, emojis }: { noteId: string; type: string; emojis: Record<string, string> }) {
  const tp = useExtensionStrings('notes.page');
  const list = usePagedList('notes/reactions', { noteId, type }, { first: 20, next: 30 });
  return (
    <>
      <ul className="note-people" aria-label={tp('reactedWith', { reaction: type })}>
        {list.items.map((row) => (
          <NotePerson key={row.id} user={row.user}>
            <span className="note-person-reaction">
              <Reaction reaction={row.type} emojis={emojis} />
            </span>
          </NotePerson>
        ))}
      </ul>
      <PagedListFooter list={list} empty={tp('noReactions')} />
    </>
  );
}
