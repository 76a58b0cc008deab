import { defineEndpoint } from '../../endpoint';
import { text } from '../../schema';

/**
 * What this server knows of another: Misskey's FederationInstance, the moderators' note only to
 * moderators, or nothing (204) for a server it has never met, as every server is to one that
 * does not federate.
 */
export default defineEndpoint({
  name: 'federation/show-instance',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: { host: text(256) }, required: ['host'] },
  handle(params, ctx) {
    const { knownServers, roles } = ctx.services;
    const row = knownServers.byHost(params.host);
    if (!row) return null;
    return knownServers.pack(row, ctx.user !== null && roles.isModerator(ctx.user));
  },
});
