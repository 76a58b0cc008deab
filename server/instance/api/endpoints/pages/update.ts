import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageFieldProperties } from '../../families/pages';
import { HOUR } from '../../rate-limit';
import { id } from '../../schema';

/** Changes one's own page; fields left out stay as they were. */
export default defineEndpoint({
  name: 'pages/update',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:pages',
  limit: { duration: HOUR, max: 300 },
  params: { type: 'object', properties: { pageId: id, ...pageFieldProperties }, required: ['pageId'] },
  handle(params, ctx) {
    const { pageId, ...change } = params;
    ctx.services.pages.update(signedIn(ctx).id, pageId, change);
    return undefined;
  },
});
