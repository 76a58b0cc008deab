import type { entities } from 'misskey-js';

/**
 * A note in one line of plain text for a push message (whose size push services limit), as
 * Misskey's summary reads: the content warning in place of the text, then marks for files and a poll.
 */
export function noteSummary(note: entities.Note): string {
  const parts = [note.cw ?? note.text ?? ''];
  if (note.files && note.files.length > 0) parts.push(`(📎${note.files.length})`);
  if (note.poll) parts.push('(📊)');
  return parts.filter((part) => part !== '').join(' ');
}
