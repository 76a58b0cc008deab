import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';

/** The caller's favourite notes, most recently marked first. */
export default defineEndpoint({
  name: 'i/favorites',
  requireCredential: true,
  kind: 'read:favorites',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties } },
  handle(params, ctx) {
    return ctx.services.favorites.page(signedIn(ctx).id, pageOf(params));
  },
});
