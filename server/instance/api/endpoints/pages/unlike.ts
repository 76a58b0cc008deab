import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageIdParams } from '../../families/pages';

/** Takes back a like of a page. */
export default defineEndpoint({
  name: 'pages/unlike',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:page-likes',
  limit: null,
  params: pageIdParams,
  handle(params, ctx) {
    ctx.services.pages.unlike(signedIn(ctx).id, params.pageId);
    return undefined;
  },
});
