import type { entities } from 'misskey-js';

/** Newest first: by creation time, then by id (ids of the same millisecond sort by time too). */
export function newestFirst(a: entities.Note, b: entities.Note): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Adds notes to a list without repeating any, keeping it newest first. */
export function mergeNotes(list: readonly entities.Note[], incoming: readonly entities.Note[]): entities.Note[] {
  if (incoming.length === 0) return list as entities.Note[];
  const known = new Set(list.map((n) => n.id));
  const fresh = incoming.filter((n) => !known.has(n.id) && known.add(n.id));
  if (fresh.length === 0) return list as entities.Note[];
  const sorted = fresh.sort(newestFirst);
  // The usual cases, an older page or newer notes, need no sort of the whole (long) list.
  const first = list[0];
  const last = list[list.length - 1];
  if (!last || newestFirst(last, sorted[0] as entities.Note) <= 0) return [...list, ...sorted];
  if (first && newestFirst(sorted[sorted.length - 1] as entities.Note, first) <= 0) return [...sorted, ...list];
  return [...list, ...sorted].sort(newestFirst);
}

/** The newest note of the lists, for fetching what came after it. */
export function newestOf(...lists: readonly (readonly entities.Note[])[]): entities.Note | null {
  let newest: entities.Note | null = null;
  for (const list of lists) for (const n of list) if (!newest || newestFirst(n, newest) < 0) newest = n;
  return newest;
}
