import { clientError } from '../../errors';
import type { UserRow } from '../../users/user-row';
import type { ApiContext } from '../context';
import { signedIn } from '../context';

/** The parameters of i/pin and i/unpin. */
export const pinParams = {
  type: 'object',
  properties: { noteId: { type: 'string', format: 'misskey:id' } },
  required: ['noteId'],
} as const;

/** Writes the pinned ids into the profile and answers the account as i does, telling its streams. */
export function savePins(ctx: ApiContext, user: UserRow, ids: readonly string[]) {
  const profile = { ...ctx.services.accounts.profileOf(user), pinnedNoteIds: [...ids] };
  ctx.services.instance.db.prepare('UPDATE users SET profile = ? WHERE id = ?').run(JSON.stringify(profile), user.id);
  return ctx.services.announceMeUpdated(user.id);
}

/** The caller and one of their own notes, or NO_SUCH_NOTE with the endpoint's id. */
export function ownNote(ctx: ApiContext, noteId: string, noSuchNoteId: string) {
  const user = signedIn(ctx);
  const note = ctx.services.notes.find(noteId);
  if (!note || note.user_id !== user.id) throw clientError('NO_SUCH_NOTE', noSuchNoteId, 'No such note.')();
  return { user, note, pinned: ctx.services.notes.pinnedIds(user) };
}
