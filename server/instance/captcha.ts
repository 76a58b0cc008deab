import type { CaptchaProvider, CaptchaResponses } from './captcha-names';
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

/** A provider's keys: its site key and secret, and mCaptcha's server. */
interface ProviderKeys {
  sitekey: string | null;
  secret: string | null;
  instanceUrl: string | null;
}

/**
 * How a provider's answer is checked, given its keys (null when they are not enough): a call to the
 * provider's server (which throws when it cannot be reached), or, for the test captcha, its word.
 */
function verifierOf(provider: CaptchaProvider, keys: ProviderKeys): ((answer: string) => Promise<boolean>) | null {
  const siteverify = (url: string, secret: string) => async (response: string) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return ((await res.json()) as { success?: unknown }).success === true;
  };
  const { sitekey, secret, instanceUrl } = keys;
  switch (provider) {
    case 'hcaptcha':
      return secret ? siteverify('https://hcaptcha.com/siteverify', secret) : null;
    case 'recaptcha':
      return secret ? siteverify('https://www.recaptcha.net/recaptcha/api/siteverify', secret) : null;
    case 'turnstile':
      return secret ? siteverify('https://challenges.cloudflare.com/turnstile/v0/siteverify', secret) : null;
    case 'mcaptcha':
      if (!secret || !sitekey || !instanceUrl) return null;
      return async (token) => {
        const res = await fetch(new URL('/api/v1/pow/siteverify', instanceUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, key: sitekey, secret }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`${instanceUrl} answered ${res.status}`);
        return ((await res.json()) as { valid?: unknown }).valid === true;
      };
    case 'testcaptcha':
      // Misskey's test captcha: its widget answers this fixed word.
      return async (answer) => answer === 'testcaptcha-passed';
    default:
      return null;
  }
}

/** Each provider's keys as the settings hold them, and whether it is switched on. */
function providersOf(s: InstanceSettings) {
  return {
    hcaptcha: { on: s.enableHcaptcha, sitekey: s.hcaptchaSiteKey, secret: s.hcaptchaSecretKey, instanceUrl: null },
    mcaptcha: {
      on: s.enableMcaptcha,
      sitekey: s.mcaptchaSiteKey,
      secret: s.mcaptchaSecretKey,
      instanceUrl: s.mcaptchaInstanceUrl,
    },
    recaptcha: { on: s.enableRecaptcha, sitekey: s.recaptchaSiteKey, secret: s.recaptchaSecretKey, instanceUrl: null },
    turnstile: { on: s.enableTurnstile, sitekey: s.turnstileSiteKey, secret: s.turnstileSecretKey, instanceUrl: null },
    testcaptcha: { on: s.enableTestcaptcha, sitekey: null, secret: null, instanceUrl: null },
  } as const;
}

/** Where each provider's answer comes in a sign-up or sign-in. */
const ANSWER_PARAM = {
  hcaptcha: 'hcaptcha-response',
  mcaptcha: 'm-captcha-response',
  recaptcha: 'g-recaptcha-response',
  turnstile: 'turnstile-response',
  testcaptcha: 'testcaptcha-response',
} as const;

/**
 * Checks a sign-up's or sign-in's captcha answers against every provider in force, as Misskey
 * decides it (a provider counts once switched on with its keys; the test captcha needs none);
 * answers with the reason of the first that fails (`hcaptcha-failed: no response provided`, as
 * Misskey words it), or null. A provider's server that cannot be reached fails the check.
 */
async function captchaFailure(s: InstanceSettings, answers: CaptchaResponses): Promise<string | null> {
  for (const [provider, keys] of Object.entries(providersOf(s)) as [
    keyof typeof ANSWER_PARAM,
    ProviderKeys & { on: boolean },
  ][]) {
    const verify = keys.on ? verifierOf(provider, keys) : null;
    if (!verify) continue;
    const answer = answers[ANSWER_PARAM[provider]];
    if (!answer) return `${provider}-failed: no response provided`;
    if (!(await verify(answer).catch(() => false))) return `${provider}-failed: verification failed`;
  }
  return null;
}

/** Why admin/captcha/save refused, by Misskey's error names. */
export type CaptchaSaveError = 'invalidParameters' | 'noResponseProvided' | 'requestFailed' | 'verificationFailed';

/** The captchas the administrator set (Misskey's captcha settings), as meta shows them and forms must pass. */
export class Captcha {
  constructor(
    private readonly settings: () => InstanceSettings,
    private readonly update: (change: Partial<InstanceSettings>) => void,
  ) {}

  /** The fields meta and admin/meta answer anyone: switches and site keys, no secret. */
  publicFields() {
    return publicCaptchaFields(this.settings());
  }

  /** Why the answers fail a provider in force (Misskey's wording), or null when all pass. */
  failure(answers: CaptchaResponses): Promise<string | null> {
    return captchaFailure(this.settings(), answers);
  }

  /** The provider in force (the first switched on, in Misskey's order) and every provider's keys (admin/captcha/current). */
  current() {
    const p = providersOf(this.settings());
    const on = (['hcaptcha', 'mcaptcha', 'recaptcha', 'turnstile', 'testcaptcha'] as const).find((k) => p[k].on);
    const keys = (k: 'hcaptcha' | 'recaptcha' | 'turnstile') => ({ siteKey: p[k].sitekey, secretKey: p[k].secret });
    return {
      provider: on ?? 'none',
      hcaptcha: keys('hcaptcha'),
      mcaptcha: mcaptchaKeys(p.mcaptcha),
      recaptcha: keys('recaptcha'),
      turnstile: keys('turnstile'),
    } as const;
  }

  /**
   * Makes one provider the captcha (admin/captcha/save), as Misskey does: its answer from the
   * administrator, solved with the new keys, must pass first; then it alone is switched on with
   * those keys (the others' keys stay). 'none' switches every provider off.
   */
  async save(
    provider: CaptchaProvider,
    keys: ProviderKeys & { captchaResult: string | null },
  ): Promise<CaptchaSaveError | null> {
    if (provider !== 'none') {
      const verify = verifierOf(provider, keys);
      if (!verify) return 'invalidParameters';
      if (!keys.captchaResult) return 'noResponseProvided';
      let passed: boolean;
      try {
        passed = await verify(keys.captchaResult);
      } catch {
        return 'requestFailed';
      }
      if (!passed) return 'verificationFailed';
    }
    const change: Partial<InstanceSettings> = {
      enableHcaptcha: provider === 'hcaptcha',
      enableMcaptcha: provider === 'mcaptcha',
      enableRecaptcha: provider === 'recaptcha',
      enableTurnstile: provider === 'turnstile',
      enableTestcaptcha: provider === 'testcaptcha',
    };
    if (provider === 'hcaptcha')
      Object.assign(change, { hcaptchaSiteKey: keys.sitekey, hcaptchaSecretKey: keys.secret });
    if (provider === 'recaptcha')
      Object.assign(change, { recaptchaSiteKey: keys.sitekey, recaptchaSecretKey: keys.secret });
    if (provider === 'turnstile')
      Object.assign(change, { turnstileSiteKey: keys.sitekey, turnstileSecretKey: keys.secret });
    if (provider === 'mcaptcha')
      Object.assign(change, {
        mcaptchaSiteKey: keys.sitekey,
        mcaptchaSecretKey: keys.secret,
        mcaptchaInstanceUrl: keys.instanceUrl,
      });
    this.update(change);
    return null;
  }
}

/** mCaptcha's keys as admin/captcha/current answers them. */
function mcaptchaKeys(k: ProviderKeys) {
  return { siteKey: k.sitekey, secretKey: k.secret, instanceUrl: k.instanceUrl };
}
