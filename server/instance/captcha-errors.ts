import { clientError } from './errors';

/**
 * A sign-up or sign-in refused for its captcha. Misskey answers a bare 400 with the reason; ours
 * is an API error with a code and id of our own, the reason in its message.
 */
export const captchaRefused = (reason: string) =>
  clientError('CAPTCHA_FAILED', '3e4a2f7c-8d1b-4c55-9a0e-6b2d7f1c9e34', `Captcha failed: ${reason}`)();
