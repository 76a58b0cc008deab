import { createDraftErrors } from '../../../../notes/draft-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Deletes one of the caller's drafts. */
export default defineEndpoint({
  name: 'notes/drafts/delete',
  requireCredential: true,
  kind: 'write:account',
  prohibitMoved: true,
  limit: null,
  params: { type: 'object', properties: { draftId: id }, required: ['draftId'] },
  handle(params, ctx) {
    const { noteDrafts } = ctx.services;
    const me = signedIn(ctx);
    const draft = noteDrafts.owned(me.id, params.draftId);
    if (!draft) throw createDraftErrors.noSuchNoteDraft();
    noteDrafts.delete(draft);
    return undefined;
  },
});
