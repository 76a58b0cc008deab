import { HASHTAG_ORDERS } from '../../../users/order-names';
import { defineEndpoint } from '../../endpoint';

/** Hashtags by how many people use them in notes or carry them in their profile. */
export default defineEndpoint({
  name: 'hashtags/list',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      attachedToUserOnly: { type: 'boolean', default: false },
      attachedToLocalUserOnly: { type: 'boolean', default: false },
      attachedToRemoteUserOnly: { type: 'boolean', default: false },
      sort: { type: 'string', enum: [...HASHTAG_ORDERS] },
    },
    required: ['sort'],
  },
  handle(params, ctx) {
    return ctx.services.explore.hashtags({
      sort: params.sort,
      limit: params.limit ?? 10,
      attachedOnly: params.attachedToUserOnly === true || params.attachedToLocalUserOnly === true,
      remoteOnly: params.attachedToRemoteUserOnly === true,
    });
  },
});
