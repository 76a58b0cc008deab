/**
 * The captcha and analytics fields of `meta` and `admin/meta`: the local instance offers
 * none of them, so both answers say so alike.
 */
export const NO_CAPTCHA = {
  enableHcaptcha: false,
  hcaptchaSiteKey: null,
  enableMcaptcha: false,
  mcaptchaSiteKey: null,
  mcaptchaInstanceUrl: null,
  enableRecaptcha: false,
  recaptchaSiteKey: null,
  enableTurnstile: false,
  turnstileSiteKey: null,
  enableTestcaptcha: false,
  googleAnalyticsMeasurementId: null,
} as const;
