import { ACHIEVEMENT_NAMES } from '../../../achievement-names';
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
    const { accounts } = ctx.services;
    accounts.grantAchievement(signedIn(ctx).id, params.name);
    return undefined;
  },
});
