import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { draftWriteLimit, noteDraftProperties } from '../../../families/note-draft-params';

/** Keeps a note draft on the server, within the role's noteDraftLimit (TOO_MANY_DRAFTS past it). */
export default defineEndpoint({
  name: 'notes/drafts/create',
  requireCredential: true,
  kind: 'write:account',
  prohibitMoved: true,
  limit: draftWriteLimit,
  params: { type: 'object', properties: noteDraftProperties },
  handle(params, ctx) {
    const { instance, noteDrafts } = ctx.services;
    const me = signedIn(ctx);
    return instance.atomically(() => ({ createdDraft: noteDrafts.pack(noteDrafts.create(me.id, params), me.id) }));
  },
});
