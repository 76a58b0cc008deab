import { captchaRefused } from '../../captcha-errors';
import { CAPTCHA_RESPONSE_PARAMS, type CaptchaResponses } from '../../captcha-names';
import { apiErrors, clientError } from '../../errors';
import type { ApiContext } from '../context';
import { defineEndpoint } from '../endpoint';
import { HOUR } from '../rate-limit';
import { credentials, text } from '../schema';

const registrationDisabled = clientError(
  'REGISTRATION_DISABLED',
  'd7fc4f44-6a1c-4ba5-8ea1-4e1fa8d0f3a7',
  'Registration is disabled.',
);
// Misskey answers a bad code with a bare 400; ours says which.
const invalidInvitation = clientError(
  'INVALID_INVITATION_CODE',
  '6c0b2a2e-1f7e-4f43-9d6a-3b4f0c8d1e52',
  'The invitation code is unknown, used or expired.',
);

export default defineEndpoint({
  name: 'signup',
  requireCredential: false,
  kind: null,
  limit: { duration: HOUR, max: 30 },
  params: {
    ...credentials,
    properties: {
      ...credentials.properties,
      host: text(256),
      invitationCode: text(256),
      emailAddress: text(512),
      ...Object.fromEntries(CAPTCHA_RESPONSE_PARAMS.map((name) => [name, text(8192)])),
    },
  },
  async handle(params, ctx) {
    const { instance, users } = ctx.services;
    if (users.count() === 0) throw apiErrors.accessDenied({ reason: 'The instance is not set up yet.' });
    const settings = instance.settings.get();
    // Each captcha provider switched on must be passed first, as Misskey's sign-up demands.
    const failure = await ctx.services.captcha.failure(params as CaptchaResponses);
    if (failure) throw captchaRefused(failure);
    // A name the moderators keep for the server is refused as a taken one, as Misskey does.
    if (settings.preservedUsernames.some((name) => name.toLowerCase() === params.username.toLowerCase())) {
      throw apiErrors.duplicatedUsername();
    }
    // With registration closed, an unused, unexpired invitation code lets one in; it is taken
    // before the account is made, so two sign-ups cannot share it, and given back on failure.
    let invite: string | null = null;
    if (settings.disableRegistration) {
      if (params.invitationCode === undefined) throw registrationDisabled();
      users.checkNewAccount(params.username, params.password);
      const row = ctx.services.invites.usable(params.invitationCode);
      if (!row || !ctx.services.invites.take(row.id, null)) throw invalidInvitation();
      invite = row.id;
    }
    try {
      const created = await createAccount(params, ctx, settings.emailRequiredForSignup);
      if (invite && created) ctx.services.invites.recordUser(invite, created.id);
      return created ?? undefined;
    } catch (error) {
      if (invite) ctx.services.invites.release(invite);
      throw error;
    }
  },
});

/** Makes the account, or holds it until its email address is confirmed (then there is no answer). */
async function createAccount(
  params: { username: string; password: string; emailAddress?: string },
  ctx: ApiContext,
  emailRequired: boolean,
) {
  const { instance, users, mailer } = ctx.services;
  if (emailRequired && mailer.enabled()) {
    // Misskey's way: the account waits for its address to be confirmed; the answer is empty.
    const email = params.emailAddress ?? '';
    if (!ctx.services.accounts.checkEmailAddress(email, instance.settings.get().bannedEmailDomains).available) {
      throw apiErrors.invalidParam({ param: 'emailAddress', reason: 'an available email address is required' });
    }
    const code = await ctx.services.accounts.holdSignup(params.username, email, params.password);
    const link = `${instance.url()}/signup-complete/${code}`;
    mailer.send(mailer.linkMessage(email, 'Signup', 'To finish signing up, open this link:', link));
    // misskey-js types only the immediate sign-up's answer; this one is 204 No Content.
    return null;
  }
  const { user, token } = await users.create(params.username, params.password);
  instance.events.emit('userCreated', user.id);
  return { ...ctx.services.pack.me(user), token };
}
