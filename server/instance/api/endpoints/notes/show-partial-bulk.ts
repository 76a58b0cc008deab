import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/**
 * The current reactions of up to 100 notes, for a client refreshing what it shows (Misskey's
 * fetchDiffs): unknown ids are left out. Reaction counts are what any note's page shows, so no
 * visibility is checked, as in Misskey; every reaction here is local, so reactionEmojis is empty.
 */
export default defineEndpoint({
  name: 'notes/show-partial-bulk',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { noteIds: { type: 'array', items: id, minItems: 1, maxItems: 100 } },
    required: ['noteIds'],
  },
  handle(params, ctx) {
    return [...new Set(params.noteIds)].flatMap((noteId) => {
      const note = ctx.services.notes.find(noteId);
      if (!note) return [];
      return [{ id: note.id, reactions: JSON.parse(note.reactions) as Record<string, number>, reactionEmojis: {} }];
    });
  },
});
