import { ACHIEVEMENT_NAMES } from '../../../achievements';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

export default defineEndpoint({
  name: 'i/claim-achievement',
  requireCredential: true,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { name: { type: 'string', enum: ACHIEVEMENT_NAMES } }, required: ['name'] },
  handle(params, ctx) {
    const { instance, notifications } = ctx.services;
    const db = instance.db;
    const user = signedIn(ctx);
    const added = db
      .prepare('INSERT OR IGNORE INTO achievements (user_id, name, unlocked_at) VALUES (?, ?, ?)')
      .run(user.id, params.name, Date.now());
    if (added.changes > 0) notifications.create(user.id, 'achievementEarned', { data: { achievement: params.name } });
    return undefined;
  },
});
