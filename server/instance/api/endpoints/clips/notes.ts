import { clipErrors } from '../../../clips/clip-errors';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

/** The notes of a readable clip that the caller can see, newest first; `search` filters their text. */
export default defineEndpoint({
  name: 'clips/notes',
  requireCredential: false,
  kind: 'read:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      clipId: id,
      ...pagingProperties,
      search: { type: ['string', 'null'], maxLength: 256 },
    },
    required: ['clipId'],
  },
  handle(params, ctx) {
    const { clips, pack } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const clip = clips.readable(viewerId, params.clipId);
    if (!clip) throw clipErrors.noSuchClipForNotes();
    const rows = clips.notes(clip, viewerId, pageOf(params), params.search ?? null);
    return pack.notes(rows, viewerId);
  },
});
