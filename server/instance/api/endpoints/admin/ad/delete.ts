import { defineEndpoint } from '../../../endpoint';
import { noSuchAd } from '../../../families/ads';
import { id } from '../../../schema';

const notFound = noSuchAd('ccac9863-3a03-416e-b899-8a64041118b1');

/** Takes an ad down. */
export default defineEndpoint({
  name: 'admin/ad/delete',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:ad',
  limit: null,
  params: { type: 'object', properties: { id }, required: ['id'] },
  handle(params, ctx) {
    const { ads } = ctx.services;
    if (!ads.byId(params.id)) throw notFound();
    ads.delete(params.id);
    return undefined;
  },
});
