import { updateDraftErrors } from '../../../../notes/draft-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { draftWriteLimit, noteDraftProperties } from '../../../families/note-draft-params';
import { id } from '../../../schema';

/** Changes the given fields of one of the caller's drafts. */
export default defineEndpoint({
  name: 'notes/drafts/update',
  requireCredential: true,
  kind: 'write:account',
  prohibitMoved: true,
  limit: draftWriteLimit,
  params: { type: 'object', properties: { draftId: id, ...noteDraftProperties }, required: ['draftId'] },
  handle(params, ctx) {
    const { instance, noteDrafts } = ctx.services;
    const me = signedIn(ctx);
    const { draftId, ...change } = params;
    return instance.atomically(() => {
      const draft = noteDrafts.owned(me.id, draftId);
      if (!draft) throw updateDraftErrors.noSuchNoteDraft();
      return { updatedDraft: noteDrafts.pack(noteDrafts.update(draft, change, updateDraftErrors), me.id) };
    });
  },
});
