import { clientError } from '../../../../errors';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

const noSuchNote = clientError('NO_SUCH_NOTE', 'ee449fbe-af2a-453b-9cae-cf2fe7c895fc', 'No such note.');
const alreadyPromoted = clientError(
  'ALREADY_PROMOTED',
  'ae427aa2-7a41-484f-a18c-2c1104051604',
  'The note has already promoted.',
);

/** Promotes a note until a time (Misskey's admin/promo/create); a note is promoted once. */
export default defineEndpoint({
  name: 'admin/promo/create',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:promo',
  limit: null,
  params: {
    type: 'object',
    properties: { noteId: id, expiresAt: { type: 'integer' } },
    required: ['noteId', 'expiresAt'],
  },
  handle(params, ctx) {
    const { db } = ctx.services.instance;
    const note = db.prepare('SELECT id, user_id FROM notes WHERE id = ?').get(params.noteId) as
      | { id: string; user_id: string }
      | undefined;
    if (!note) throw noSuchNote();
    if (db.prepare('SELECT 1 FROM promo_notes WHERE note_id = ?').get(note.id)) throw alreadyPromoted();
    db.prepare('INSERT INTO promo_notes (note_id, user_id, expires_at) VALUES (?, ?, ?)').run(
      note.id,
      note.user_id,
      params.expiresAt,
    );
    return undefined;
  },
});
