import { clientError } from './errors';
import type { InstanceSettings } from './settings';

/** The captcha fields `meta` answers anyone: each provider's switch and public keys (no secret). */
export function publicCaptchaFields(s: InstanceSettings) {
  return {
    enableHcaptcha: s.enableHcaptcha,
    hcaptchaSiteKey: s.hcaptchaSiteKey,
    enableMcaptcha: s.enableMcaptcha,
    mcaptchaSiteKey: s.mcaptchaSiteKey,
    mcaptchaInstanceUrl: s.mcaptchaInstanceUrl,
    enableRecaptcha: s.enableRecaptcha,
    recaptchaSiteKey: s.recaptchaSiteKey,
    enableTurnstile: s.enableTurnstile,
    turnstileSiteKey: s.turnstileSiteKey,
    enableTestcaptcha: s.enableTestcaptcha,
    // The local instance has no analytics setting.
    googleAnalyticsMeasurementId: null,
  } as const;
}

/**
 * A sign-up or sign-in refused for its captcha. Misskey answers a bare 400 with the reason; ours
 * is an API error with a code and id of our own, the reason in its message.
 */
export const captchaRefused = (reason: string) =>
  clientError('CAPTCHA_FAILED', '3e4a2f7c-8d1b-4c55-9a0e-6b2d7f1c9e34', `Captcha failed: ${reason}`)();

/** The answer a sign-up form sends for each provider, under the names Misskey's sign-up reads. */
export const CAPTCHA_RESPONSE_PARAMS = [
  'hcaptcha-response',
  'm-captcha-response',
  'g-recaptcha-response',
  'turnstile-response',
  'testcaptcha-response',
] as const;

/** A sign-up's captcha answers, by the names above. */
export type CaptchaResponses = Partial<Record<(typeof CAPTCHA_RESPONSE_PARAMS)[number], string>>;

/** One provider sign-up must pass: where its answer comes from and how it is checked. */
interface CaptchaCheck {
  provider: string;
  response: string | undefined;
  verify(response: string): Promise<boolean>;
}

/**
 * The providers sign-up must pass, as Misskey decides it: a provider counts once it is switched on
 * and has its secret (mCaptcha also its site key and server); the test captcha needs none.
 */
function checksOf(s: InstanceSettings, answers: CaptchaResponses): CaptchaCheck[] {
  const checks: CaptchaCheck[] = [];
  const siteverify = (url: string, secret: string) => async (response: string) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response }),
      signal: AbortSignal.timeout(10_000),
    });
    return res.ok && ((await res.json()) as { success?: unknown }).success === true;
  };
  if (s.enableHcaptcha && s.hcaptchaSecretKey) {
    const verify = siteverify('https://hcaptcha.com/siteverify', s.hcaptchaSecretKey);
    checks.push({ provider: 'hcaptcha', response: answers['hcaptcha-response'], verify });
  }
  if (s.enableMcaptcha && s.mcaptchaSecretKey && s.mcaptchaSiteKey && s.mcaptchaInstanceUrl) {
    const { mcaptchaInstanceUrl: server, mcaptchaSiteKey: key, mcaptchaSecretKey: secret } = s;
    const verify = async (token: string) => {
      const res = await fetch(new URL('/api/v1/pow/siteverify', server), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, key, secret }),
        signal: AbortSignal.timeout(10_000),
      });
      return res.ok && ((await res.json()) as { valid?: unknown }).valid === true;
    };
    checks.push({ provider: 'mcaptcha', response: answers['m-captcha-response'], verify });
  }
  if (s.enableRecaptcha && s.recaptchaSecretKey) {
    const verify = siteverify('https://www.recaptcha.net/recaptcha/api/siteverify', s.recaptchaSecretKey);
    checks.push({ provider: 'recaptcha', response: answers['g-recaptcha-response'], verify });
  }
  if (s.enableTurnstile && s.turnstileSecretKey) {
    const verify = siteverify('https://challenges.cloudflare.com/turnstile/v0/siteverify', s.turnstileSecretKey);
    checks.push({ provider: 'turnstile', response: answers['turnstile-response'], verify });
  }
  if (s.enableTestcaptcha) {
    // Misskey's test captcha: its widget answers this fixed word.
    const verify = async (response: string) => response === 'testcaptcha-passed';
    checks.push({ provider: 'testcaptcha', response: answers['testcaptcha-response'], verify });
  }
  return checks;
}

/**
 * Checks a sign-up's captcha answers against every provider in force; answers with the reason
 * of the first that fails (`hcaptcha-failed: no response provided`, as Misskey words it), or null.
 * A provider's server that cannot be reached fails the check.
 */
export async function captchaFailure(s: InstanceSettings, answers: CaptchaResponses): Promise<string | null> {
  for (const check of checksOf(s, answers)) {
    if (!check.response) return `${check.provider}-failed: no response provided`;
    const passed = await check.verify(check.response).catch(() => false);
    if (!passed) return `${check.provider}-failed: verification failed`;
  }
  return null;
}
