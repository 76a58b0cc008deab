import { apiErrors } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { text } from '../../../schema';

/**
 * Suspends delivery to another server or resumes it, and changes the moderators' note on it; each
 * change goes to the moderation log under Misskey's names. An unknown host is Misskey's internal error.
 */
export default defineEndpoint({
  name: 'admin/federation/update-instance',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:federation',
  limit: null,
  params: {
    type: 'object',
    properties: { host: text(256), isSuspended: { type: 'boolean' }, moderationNote: text(16384) },
    required: ['host'],
  },
  handle(params, ctx) {
    const { knownServers, moderationLog } = ctx.services;
    const row = knownServers.byHost(params.host);
    if (!row) throw apiErrors.internal();
    const me = signedIn(ctx).id;
    const about = { id: row.id, host: row.host };
    if (params.isSuspended !== undefined && params.isSuspended !== (row.suspension_state !== 'none')) {
      knownServers.setSuspension(row.id, params.isSuspended ? 'manuallySuspended' : 'none');
      moderationLog.record(me, params.isSuspended ? 'suspendRemoteInstance' : 'unsuspendRemoteInstance', about);
    }
    if (params.moderationNote !== undefined && params.moderationNote !== row.moderation_note) {
      knownServers.setModerationNote(row.id, params.moderationNote);
      moderationLog.record(me, 'updateRemoteInstanceNote', {
        ...about,
        before: row.moderation_note,
        after: params.moderationNote,
      });
    }
    return undefined;
  },
});
