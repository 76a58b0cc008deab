import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Marks an announcement read for the caller (an unknown id is quietly nothing, as in Misskey). */
export default defineEndpoint({
  name: 'i/read-announcement',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { announcementId: id }, required: ['announcementId'] },
  handle(params, ctx) {
    ctx.services.announcements.read(signedIn(ctx).id, params.announcementId);
    return undefined;
  },
});
