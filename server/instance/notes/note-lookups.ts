import { bindFirst } from '../bind-first';
import type { Db } from '../db/database';
import type { Instance } from '../instance';
import type { Notifications } from '../notifications/notifications';
import { pinnedNoteIds } from '../users/pinned-notes';
import type { UserRow } from '../users/user-row';
import { type CreateNoteInput, createNote } from './create-note';
import { deleteNote } from './delete-note';
import { findNote, findVisibleNote, renotesBy } from './find-note';
import { filterClauses, listTimeline, notesWithTags, pageNotes, timeline } from './queries';
import { userFeaturedNotes } from './user-featured';

/**
 * Finding notes and pages of them, writing and removing them, bound to one instance: what
 * endpoints reach as `ctx.services.notes`.
 */
export function noteLookupsOf(instance: Instance, notifications: Notifications) {
  const bind = bindFirst<Db>(instance.db);
  const bindInstance = bindFirst(instance);
  return {
    find: bind(findNote),
    findVisible: bind(findVisibleNote),
    renotesBy: bind(renotesBy),
    page: bind(pageNotes),
    withTags: bind(notesWithTags),
    /** A user's most reacted-to recent notes (users/featured-notes). */
    featuredOf: bind(userFeaturedNotes),
    listTimeline: bind(listTimeline),
    timeline: bind(timeline),
    /** The SQL conditions of a list's note filters (withRenotes, withFiles…). */
    filterClauses,
    /** The ids of a user's pinned notes that still exist. */
    pinnedIds: bindInstance(pinnedNoteIds),
    create: (user: UserRow, input: CreateNoteInput, nodes: Parameters<typeof createNote>[4]) =>
      createNote(instance, notifications, user, input, nodes),
    delete: bindInstance(deleteNote),
  };
}

/** The note lookups of an instance (see noteLookupsOf). */
export type NoteLookups = ReturnType<typeof noteLookupsOf>;
