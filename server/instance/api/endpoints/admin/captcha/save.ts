import { CAPTCHA_PROVIDERS } from '../../../../captcha-names';
import { clientError } from '../../../../errors';
import { defineEndpoint } from '../../../endpoint';
import { nullableText } from '../../../schema';

/** Misskey's refusals of admin/captcha/save, by the name Captcha.save answers. */
const saveErrors = {
  invalidParameters: clientError('INVALID_PARAMETERS', '26654194-410e-44e2-b42e-460ff6f92476', 'Invalid parameters.'),
  noResponseProvided: clientError(
    'NO_RESPONSE_PROVIDED',
    '40acbba8-0937-41fb-bb3f-474514d40afe',
    'No response provided.',
  ),
  requestFailed: clientError('REQUEST_FAILED', '0f4fe2f1-2c15-4d6e-b714-efbfcde231cd', 'Request failed.', 500),
  verificationFailed: clientError(
    'VERIFICATION_FAILED',
    'c41c067f-24f3-4150-84b2-b5a3ae8c2214',
    'Verification failed.',
  ),
} as const;

/**
 * Makes one provider the sign-up and sign-in captcha (Misskey's admin/captcha/save): the
 * administrator's answer, solved with the new keys, must pass first; 'none' turns captchas off.
 */
export default defineEndpoint({
  name: 'admin/captcha/save',
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:meta',
  limit: null,
  params: {
    type: 'object',
    properties: {
      provider: { type: 'string', enum: CAPTCHA_PROVIDERS },
      captchaResult: nullableText(8192),
      sitekey: nullableText(1024),
      secret: nullableText(1024),
      instanceUrl: nullableText(1024),
    },
    required: ['provider'],
  },
  async handle(params, ctx) {
    const refused = await ctx.services.captcha.save(params.provider, {
      sitekey: params.sitekey ?? null,
      secret: params.secret ?? null,
      instanceUrl: params.instanceUrl ?? null,
      captchaResult: params.captchaResult ?? null,
    });
    if (refused) throw saveErrors[refused]();
    return undefined;
  },
});
