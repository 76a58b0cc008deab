import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageIdParams } from '../../families/pages';

/** Likes someone else's page. */
export default defineEndpoint({
  name: 'pages/like',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:page-likes',
  limit: null,
  params: pageIdParams,
  handle(params, ctx) {
    ctx.services.pages.like(signedIn(ctx).id, params.pageId);
    return undefined;
  },
});
