import { clientError } from '../../../errors';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** An app's public face; its creator, signed in themselves (not through an app), also sees its secret. */
export default defineEndpoint({
  name: 'app/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { appId: id }, required: ['appId'] },
  handle(params, ctx) {
    const { apps } = ctx.services;
    const app = apps.byId(params.appId);
    if (!app) throw clientError('NO_SUCH_APP', 'dce83913-2dc6-4093-8a7b-71dbb11718a3', 'No such app.')();
    const viewerId = ctx.user?.id ?? null;
    return apps.pack(app, { viewerId, includeSecret: ctx.native && app.user_id === viewerId });
  },
});
