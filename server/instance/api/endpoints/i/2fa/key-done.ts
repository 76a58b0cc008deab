import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { confirmForSecurityKey } from '../../../families/second-factor';
import { nullableText, password, text } from '../../../schema';

/** Finishes registering a key with the browser's answer to register-key's options. */
export default defineEndpoint({
  name: 'i/2fa/key-done',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      password,
      token: nullableText(64),
      name: { ...text(30), minLength: 1 },
      credential: { type: 'object', properties: {} },
    },
    required: ['password', 'name', 'credential'],
  },
  async handle(params, ctx) {
    const { securityKeys } = ctx.services;
    const user = signedIn(ctx);
    await confirmForSecurityKey(ctx, user, params, {
      wrongPassword: '0d7ec6d2-e652-443e-a7bf-9ee9a0cd77b0',
      notEnabled: '798d6847-b1ed-4f9c-b1f9-163c42655995',
    });
    const key = await securityKeys.register(
      user.id,
      params.name,
      params.credential as unknown as RegistrationResponseJSON,
    );
    ctx.services.announceMeUpdated(user.id);
    return key;
  },
});
