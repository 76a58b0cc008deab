import { pageErrors } from '../../../pages/page-errors';
import { defineEndpoint } from '../../endpoint';
import { id, text, username } from '../../schema';

/** A page, by its id or by its author's username and its name. */
export default defineEndpoint({
  name: 'pages/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { pageId: id, name: text(256), username },
    anyOf: [{ required: ['pageId'] }, { required: ['name', 'username'] }],
  },
  handle(params, ctx) {
    const { pages, users } = ctx.services;
    let page = params.pageId ? pages.byId(params.pageId) : undefined;
    if (!params.pageId && params.name && params.username) {
      const author = users.byUsername(params.username);
      page = author ? pages.byName(author.id, params.name) : undefined;
    }
    if (!page) throw pageErrors.show();
    return pages.pack(page, ctx.user?.id ?? null);
  },
});
