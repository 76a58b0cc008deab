import { defineEndpoint } from '../../../endpoint';
import { adFields, noSuchAd } from '../../../families/ads';
import { id } from '../../../schema';

const notFound = noSuchAd('b7aa1727-1354-47bc-a182-3a9c3973d300');

/** Changes an ad's fields (those given). */
export default defineEndpoint({
  name: 'admin/ad/update',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:ad',
  limit: null,
  params: { type: 'object', properties: { id, ...adFields }, required: ['id'] },
  handle(params, ctx) {
    const { ads } = ctx.services;
    if (!ads.byId(params.id)) throw notFound();
    const { id: adId, ...change } = params;
    ads.update(adId, change);
    return undefined;
  },
});
