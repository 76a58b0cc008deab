import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id, text } from '../../schema';

/** Changes the moderators' note on an account. */
export default defineEndpoint({
  name: 'admin/update-user-note',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:user-note',
  limit: null,
  params: { type: 'object', properties: { userId: id, text: text(8192) }, required: ['userId', 'text'] },
  handle(params, ctx) {
    const { users, instance, moderationLog } = ctx.services;
    const user = users.byId(params.userId);
    if (!user) throw apiErrors.internal();
    instance.db.prepare('UPDATE users SET moderation_note = ? WHERE id = ?').run(params.text, user.id);
    moderationLog.record(signedIn(ctx).id, 'updateUserNote', {
      userId: user.id,
      userUsername: user.username,
      userHost: null,
      before: user.moderation_note,
      after: params.text,
    });
    return undefined;
  },
});
