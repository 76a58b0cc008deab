import { defineEndpoint } from '../../../endpoint';
import { decorationFields } from '../../../families/avatar-decorations';
import { id } from '../../../schema';

/** Changes a decoration; people wearing it see the new image. */
export default defineEndpoint({
  name: 'admin/avatar-decorations/update',
  requireCredential: true,
  requireRolePolicy: 'canManageAvatarDecorations',
  kind: 'write:admin:avatar-decorations',
  limit: null,
  params: { type: 'object', properties: { id, ...decorationFields }, required: ['id'] },
  handle(params, ctx) {
    const { id: decorationId, ...fields } = params;
    ctx.services.avatarDecorations.update(decorationId, fields);
    return undefined;
  },
});
