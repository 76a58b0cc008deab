import type { CaptchaResponses } from './captcha-names';
import type { InstanceSettings } from './settings';

/** The captcha fields `meta` answers anyone: each provider's switch and public keys (no secret). */
function publicCaptchaFields(s: InstanceSettings) {
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
async function captchaFailure(s: InstanceSettings, answers: CaptchaResponses): Promise<string | null> {
  for (const check of checksOf(s, answers)) {
    if (!check.response) return `${check.provider}-failed: no response provided`;
    const passed = await check.verify(check.response).catch(() => false);
    if (!passed) return `${check.provider}-failed: verification failed`;
  }
  return null;
}

/** The captchas the administrator set (Misskey's captcha settings), as meta shows them and forms must pass. */
export class Captcha {
  constructor(private readonly settings: () => InstanceSettings) {}

  /** The fields meta and admin/meta answer anyone: switches and site keys, no secret. */
  publicFields() {
    return publicCaptchaFields(this.settings());
  }

  /** Why the answers fail a provider in force (Misskey's wording), or null when all pass. */
  failure(answers: CaptchaResponses): Promise<string | null> {
    return captchaFailure(this.settings(), answers);
  }
}
