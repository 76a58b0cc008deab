/** The answer a form sends for each captcha provider, under the names Misskey's sign-up and sign-in read. */
export const CAPTCHA_RESPONSE_PARAMS = [
  'hcaptcha-response',
  'm-captcha-response',
  'g-recaptcha-response',
  'turnstile-response',
  'testcaptcha-response',
] as const;

/** A sign-up's or sign-in's captcha answers, by the names above. */
export type CaptchaResponses = Partial<Record<(typeof CAPTCHA_RESPONSE_PARAMS)[number], string>>;

/** The providers Misskey's captcha settings name ('none': no captcha). */
export const CAPTCHA_PROVIDERS = ['none', 'hcaptcha', 'mcaptcha', 'recaptcha', 'turnstile', 'testcaptcha'] as const;
/** One of them. */
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];
