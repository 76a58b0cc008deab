import { clientError } from '../../errors';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { id, text } from '../schema';

/** Misskey's page-push error. */
const noSuchPage = clientError('NO_SUCH_PAGE', '4a13ad31-6729-46b4-b9af-e86b265c2e74', 'No such page.');

/**
 * Tells a page's author, on their main stream (`pageEvent`), that someone viewing the page raised
 * an event with a value, as Misskey's page-push does; the author sees who, as a detailed user.
 */
export default defineEndpoint({
  name: 'page-push',
  requireCredential: true,
  kind: null,
  secure: true,
  limit: null,
  params: {
    type: 'object',
    properties: { pageId: id, event: text(1024), var: {} },
    required: ['pageId', 'event'],
  },
  handle(params, ctx) {
    const { pages, pack, instance } = ctx.services;
    const user = signedIn(ctx);
    const page = pages.byId(params.pageId);
    if (!page) throw noSuchPage();
    instance.events.emit('mainEvent', page.user_id, 'pageEvent', {
      pageId: params.pageId,
      event: params.event,
      var: params.var,
      userId: user.id,
      user: pack.userDetailed(user, page.user_id),
    });
    return undefined;
  },
});
