import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageIdParams } from '../../families/pages';

/** Deletes one's own page. */
export default defineEndpoint({
  name: 'pages/delete',
  requireCredential: true,
  kind: 'write:pages',
  limit: null,
  params: pageIdParams,
  handle(params, ctx) {
    ctx.services.pages.delete(signedIn(ctx).id, params.pageId);
    return undefined;
  },
});
