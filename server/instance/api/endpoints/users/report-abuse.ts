import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Reports a user to the moderators, with a comment. */
export default defineEndpoint({
  name: 'users/report-abuse',
  requireCredential: true,
  kind: 'write:report-abuse',
  limit: null,
  params: {
    type: 'object',
    properties: { userId: id, comment: { type: 'string', minLength: 1, maxLength: 2048 } },
    required: ['userId', 'comment'],
  },
  handle(params, ctx) {
    const { abuseReports, users } = ctx.services;
    abuseReports.file(signedIn(ctx), users.byId(params.userId), params.comment);
    return undefined;
  },
});
