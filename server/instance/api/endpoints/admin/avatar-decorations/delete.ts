import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Withdraws a decoration; it drops off the avatars that wore it. */
export default defineEndpoint({
  name: 'admin/avatar-decorations/delete',
  requireCredential: true,
  requireRolePolicy: 'canManageAvatarDecorations',
  kind: 'write:admin:avatar-decorations',
  limit: null,
  params: { type: 'object', properties: { id }, required: ['id'] },
  handle(params, ctx) {
    ctx.services.avatarDecorations.delete(params.id);
    return undefined;
  },
});
