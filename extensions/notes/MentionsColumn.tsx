import { useExtensionStrings, usePagedList, useStreamChannel } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { DeckColumnProps } from '../deck/api';
import NoteFeed from './NoteFeed';
import './mentions-column.css';

/**
 * Notes that mention the viewer, live from the main channel's `mention` event; with `direct`,
 * only the direct ones (visibility `specified`). Deck columns `mentions` and `direct`, each a
 * virtualised feed that scrolls in its column and loads older notes as it nears the end.
 */
export function MentionsFeed({ direct }: { direct: boolean }) {
  const t = useExtensionStrings('notes.column');
  const params = direct ? { visibility: 'specified' as const } : {};
  const list = usePagedList('notes/mentions', params, { first: 20, next: 20 });
  useStreamChannel('main', {
    mention: (note: entities.Note) => {
      if (!direct || note.visibility === 'specified') list.prepend(note);
    },
  });
  return (
    <div className="mentions-column feed-box">
      <NoteFeed
        list={list}
        label={t(direct ? 'direct' : 'mentions')}
        empty={t(direct ? 'directEmpty' : 'mentionsEmpty')}
      />
    </div>
  );
}

export default function MentionsColumn(_props: DeckColumnProps) {
  return <MentionsFeed direct={false} />;
}
