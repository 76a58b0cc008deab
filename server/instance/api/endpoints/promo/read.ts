import { clientError } from '../../../errors';
import { genAid } from '../../../ids';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

const noSuchNote = clientError('NO_SUCH_NOTE', 'd785b897-fcd3-4fe9-8fc3-b85c26e6c932', 'No such note.');

/** Marks a promoted note read for the caller (Misskey's promo/read); once is enough. */
export default defineEndpoint({
  name: 'promo/read',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    const { db } = ctx.services.instance;
    const me = signedIn(ctx);
    if (!db.prepare('SELECT 1 FROM notes WHERE id = ?').get(params.noteId)) throw noSuchNote();
    db.prepare('INSERT OR IGNORE INTO promo_reads (id, created_at, note_id, user_id) VALUES (?, ?, ?, ?)').run(
      genAid(),
      Date.now(),
      params.noteId,
      me.id,
    );
    return undefined;
  },
});
