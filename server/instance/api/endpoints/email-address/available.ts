import { defineEndpoint } from '../../endpoint';
import { text } from '../../schema';

/** Whether an address can be given to an account, and if not, why. */
export default defineEndpoint({
  name: 'email-address/available',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { emailAddress: text(320) }, required: ['emailAddress'] },
  handle: (params, ctx) =>
    ctx.services.accounts.checkEmailAddress(
      params.emailAddress,
      ctx.services.instance.settings.get().bannedEmailDomains,
    ),
});
