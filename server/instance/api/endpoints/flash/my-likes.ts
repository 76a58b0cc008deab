import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';

/** The Plays the caller liked, newest like first, each as { id, flash }. */
export default defineEndpoint({
  name: 'flash/my-likes',
  requireCredential: true,
  kind: 'read:flash-likes',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties } },
  handle(params, ctx) {
    const { flashes } = ctx.services;
    const user = signedIn(ctx);
    return flashes.likes(user.id, pageOf(params)).map(({ id, flash }) => ({ id, flash: flashes.pack(flash, user.id) }));
  },
});
