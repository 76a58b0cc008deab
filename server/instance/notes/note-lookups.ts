import { bindFirst } from '../bind-first';
import type { Db } from '../db/database';
import { findNote, findVisibleNote } from './find-note';
import { listTimeline, notesWithTags, pageNotes } from './queries';

/** Finding notes and pages of them, bound to one database: what endpoints reach as `ctx.services.notes`. */
export function noteLookupsOf(db: Db) {
  const bind = bindFirst(db);
  return {
    find: bind(findNote),
    findVisible: bind(findVisibleNote),
    page: bind(pageNotes),
    withTags: bind(notesWithTags),
    listTimeline: bind(listTimeline),
  };
}

/** The note lookups of an instance (see noteLookupsOf). */
export type NoteLookups = ReturnType<typeof noteLookupsOf>;
