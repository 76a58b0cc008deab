import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { MINUTE } from '../../rate-limit';
import { nullableText, text } from '../../schema';

/** An app's own notification to the account it acts for: a body, a header and an icon. */
export default defineEndpoint({
  name: 'notifications/create',
  requireCredential: true,
  kind: 'write:notifications',
  limit: { duration: MINUTE, max: 10 },
  params: {
    type: 'object',
    properties: { body: text(2048), header: nullableText(256), icon: nullableText(2048) },
    required: ['body'],
  },
  handle(params, ctx) {
    ctx.services.notifications.create(signedIn(ctx).id, 'app', {
      data: { body: params.body, header: params.header ?? null, icon: params.icon ?? null },
    });
    return undefined;
  },
});
