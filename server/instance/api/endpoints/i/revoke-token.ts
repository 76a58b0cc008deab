import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { nullableText, text } from '../../schema';

export default defineEndpoint({
  name: 'i/revoke-token',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { tokenId: text(256), token: nullableText(256) },
    anyOf: [{ required: ['tokenId'] }, { required: ['token'] }],
  },
  handle(params, ctx) {
    const { instance, users } = ctx.services;
    const user = signedIn(ctx);
    const which = params.token ? { token: params.token } : params.tokenId ? { id: params.tokenId } : null;
    const revoked = which ? users.revokeToken(user.id, which) : [];
    for (const credential of revoked) instance.events.emit('tokenRevoked', credential);
    return undefined;
  },
});
