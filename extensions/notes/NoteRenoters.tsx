import { PagedListFooter, useExtensionStrings, usePagedList } from '@tessera/sdk';
import { NotePerson } from './NotePeople';

/** The note page's Renotes tab: who renoted the note, newest first, page by page. */
export function NoteRenoters({ noteId }: { noteId: string }) {
  const tp = useExtensionStrings('notes.page');
  const list = usePagedList('notes/renotes', { noteId }, { first: 20, next: 30 });
  return (
    <>
      <ul className="note-people" aria-label={tp('renotedBy')}>
        {list.items.map((renote) => (
          <NotePerson key={renote.id} user={renote.user} />
        ))}
      </ul>
      <PagedListFooter list={list} empty={tp('noRenotes')} />
    </>
  );
}
