import {
  type DeckColumnProps,
  PagedListFooter,
  useExtensionStrings,
  usePagedList,
  useStreamChannel,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import NoteView from './NoteView';
import './mentions-column.css';

/**
 * Notes that mention the viewer, live from the main channel's `mention` event; with `direct`,
 * only the direct ones (visibility `specified`). Deck columns `mentions` and `direct`.
 */
export function MentionsFeed({ direct }: { direct: boolean }) {
  const t = useExtensionStrings('notes');
  const params = direct ? { visibility: 'specified' as const } : {};
  const list = usePagedList('notes/mentions', params, { first: 20, next: 20 });
  useStreamChannel('main', {
    mention: (note: entities.Note) => {
      if (!direct || note.visibility === 'specified') list.prepend(note);
    },
  });
  return (
    <div className="mentions-column">
      <ul className="mentions-column-notes" aria-label={t(direct ? 'column.direct' : 'column.mentions')}>
        {list.items.map((note) => (
          <li key={note.id}>
            <NoteView note={note} />
          </li>
        ))}
      </ul>
      <PagedListFooter list={list} empty={t(direct ? 'column.directEmpty' : 'column.mentionsEmpty')} />
    </div>
  );
}

export default function MentionsColumn(_props: DeckColumnProps) {
  return <MentionsFeed direct={false} />;
}
