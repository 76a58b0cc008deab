import { defineEndpoint } from '../../../endpoint';
import { decorationFields } from '../../../families/avatar-decorations';

/** Offers a new avatar decoration (an image drawn over avatars). */
export default defineEndpoint({
  name: 'admin/avatar-decorations/create',
  requireCredential: true,
  requireRolePolicy: 'canManageAvatarDecorations',
  kind: 'write:admin:avatar-decorations',
  limit: null,
  params: { type: 'object', properties: decorationFields, required: ['name', 'description', 'url'] },
  handle(params, ctx) {
    const row = ctx.services.avatarDecorations.create({
      ...params,
      roleIdsThatCanBeUsedThisDecoration: params.roleIdsThatCanBeUsedThisDecoration ?? [],
    });
    return ctx.services.pack.avatarDecoration(row);
  },
});
