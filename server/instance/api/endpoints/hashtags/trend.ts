import { hashtagTrends } from '../../../notes/trends';
import { defineEndpoint } from '../../endpoint';

export default defineEndpoint({
  name: 'hashtags/trend',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: {} },
  handle: (_params, ctx) => hashtagTrends(ctx.services.instance.db),
});
