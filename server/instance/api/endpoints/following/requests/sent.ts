import { followRequestPage } from '../../../../following/follow-request-page';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';

/** The follow requests the caller sent that wait for an answer, newest first. */
export default defineEndpoint({
  name: 'following/requests/sent',
  requireCredential: true,
  kind: 'read:following',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties } },
  handle(params, ctx) {
    return followRequestPage(ctx.services.instance, signedIn(ctx).id, 'sent', pageOf(params));
  },
});
