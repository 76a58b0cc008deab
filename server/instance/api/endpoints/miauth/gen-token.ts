import { permissions } from 'misskey-js';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { nullableText } from '../../schema';

/** Grants an app a token with the permissions it asked for (the MiAuth screen's Allow). */
export default defineEndpoint({
  name: 'miauth/gen-token',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      session: nullableText(256),
      name: nullableText(128),
      description: nullableText(512),
      iconUrl: nullableText(2048),
      permission: {
        type: 'array',
        uniqueItems: true,
        maxItems: permissions.length,
        items: { type: 'string', enum: [...permissions] },
      },
    },
    required: ['session', 'permission'],
  },
  handle(params, ctx) {
    const { users, notifications } = ctx.services;
    const user = signedIn(ctx);
    // The session lets the app fetch its token once with miauth/{session}/check.
    const token = users.issueAppToken(
      user.id,
      params.name ?? null,
      params.permission,
      params.session ? { session: params.session } : null,
    );
    notifications.create(user.id, 'createToken');
    return { token };
  },
});
