import { ACHIEVEMENT_NAMES, grantAchievement } from '../../../achievements';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

export default defineEndpoint({
  name: 'i/claim-achievement',
  requireCredential: true,
  kind: 'write:account',
  prohibitMoved: true,
  limit: null,
  params: { type: 'object', properties: { name: { type: 'string', enum: ACHIEVEMENT_NAMES } }, required: ['name'] },
  handle(params, ctx) {
    const { instance, notifications } = ctx.services;
    grantAchievement(instance.db, notifications, signedIn(ctx).id, params.name);
    return undefined;
  },
});
