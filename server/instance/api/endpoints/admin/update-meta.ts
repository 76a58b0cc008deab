import type { InstanceSettings } from '../../../settings';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { nullableText, text } from '../../schema';

const nullableUrl = nullableText(1024);
/** A list of words, names or hosts, one per entry (Misskey's moderation lists). */
const wordList = { type: 'array', maxItems: 1000, items: text(1024) } as const;

/**
 * Changes the instance's settings (Misskey's admin/update-meta), for the settings this instance
 * has: its name and description, contact and policy links, rules, the users pinned for explore, theme colour and default
 * themes, registration, email (SMTP, and whether sign-up needs an address) and the translator
 * (DeepL's key and plan), and the captcha sign-up asks for. Each parameter
 * given replaces the setting; absent ones stay.
 */
export default defineEndpoint({
  name: 'admin/update-meta',
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:meta',
  limit: null,
  params: {
    type: 'object',
    properties: {
      name: nullableText(128),
      shortName: nullableText(64),
      description: nullableText(4096),
      maintainerName: nullableText(128),
      maintainerEmail: nullableText(320),
      langs: { type: 'array', maxItems: 64, items: text(16) },
      iconUrl: nullableUrl,
      bannerUrl: nullableUrl,
      serverErrorImageUrl: nullableUrl,
      infoImageUrl: nullableUrl,
      notFoundImageUrl: nullableUrl,
      tosUrl: nullableUrl,
      privacyPolicyUrl: nullableUrl,
      impressumUrl: nullableUrl,
      inquiryUrl: nullableUrl,
      repositoryUrl: nullableUrl,
      feedbackUrl: nullableUrl,
      serverRules: { type: 'array', maxItems: 100, items: text(1024) },
      pinnedUsers: { type: 'array', maxItems: 100, items: text(512) },
      themeColor: { ...nullableText(7), pattern: '^#[0-9a-fA-F]{6}$' },
      defaultLightTheme: nullableText(65536),
      defaultDarkTheme: nullableText(65536),
      disableRegistration: { type: ['boolean', 'null'] },
      enableUrlPreview: { type: 'boolean' },
      // Misskey's names for the link-preview settings; urlPreviewEnabled is kept as enableUrlPreview.
      urlPreviewEnabled: { type: 'boolean' },
      urlPreviewAllowRedirect: { type: 'boolean' },
      urlPreviewTimeout: { type: 'integer', minimum: 0, maximum: 600_000 },
      urlPreviewMaximumContentLength: { type: 'integer', minimum: 0 },
      urlPreviewRequireContentLength: { type: 'boolean' },
      urlPreviewUserAgent: nullableText(1024),
      notesPerOneAd: { type: 'integer', minimum: 0, maximum: 10_000 },
      enableServerMachineStats: { type: 'boolean' },
      enableIpLogging: { type: 'boolean' },
      enableEmail: { type: 'boolean' },
      email: nullableText(320),
      smtpSecure: { type: 'boolean' },
      smtpHost: nullableText(256),
      smtpPort: { type: ['integer', 'null'], minimum: 1, maximum: 65535 },
      smtpUser: nullableText(256),
      smtpPass: nullableText(256),
      emailRequiredForSignup: { type: 'boolean' },
      sensitiveWords: wordList,
      prohibitedWords: wordList,
      prohibitedWordsForNameOfUser: wordList,
      hiddenTags: wordList,
      preservedUsernames: wordList,
      blockedHosts: wordList,
      silencedHosts: wordList,
      mediaSilencedHosts: wordList,
      bannedEmailDomains: wordList,
      mascotImageUrl: nullableUrl,
      backgroundImageUrl: nullableUrl,
      app192IconUrl: nullableUrl,
      app512IconUrl: nullableUrl,
      deeplAuthKey: nullableText(1024),
      deeplIsPro: { type: 'boolean' },
      enableHcaptcha: { type: 'boolean' },
      hcaptchaSiteKey: nullableText(1024),
      hcaptchaSecretKey: nullableText(1024),
      enableMcaptcha: { type: 'boolean' },
      mcaptchaSiteKey: nullableText(1024),
      mcaptchaInstanceUrl: nullableUrl,
      mcaptchaSecretKey: nullableText(1024),
      enableRecaptcha: { type: 'boolean' },
      recaptchaSiteKey: nullableText(1024),
      recaptchaSecretKey: nullableText(1024),
      enableTurnstile: { type: 'boolean' },
      turnstileSiteKey: nullableText(1024),
      turnstileSecretKey: nullableText(1024),
      enableTestcaptcha: { type: 'boolean' },
    },
  },
  handle(params, ctx) {
    const settings = ctx.services.instance.settings;
    const change: Partial<InstanceSettings> = {};
    if (typeof params.urlPreviewEnabled === 'boolean') change.enableUrlPreview = params.urlPreviewEnabled;
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || !(key in settings.get())) continue;
      // A null switch (Misskey allows it for disableRegistration) leaves the setting as it is.
      if (value === null && typeof settings.get()[key as keyof InstanceSettings] === 'boolean') continue;
      (change as Record<string, unknown>)[key] = value;
    }
    // The site's name cannot be emptied; Misskey falls back to its host, we keep a name.
    if (change.name === null) delete change.name;
    // An emptied key is no key, as Misskey stores it: translation is off.
    if (change.deeplAuthKey === '') change.deeplAuthKey = null;
    const before = settings.get();
    settings.update(change);
    // The log keeps what changed, not the mail password, the translator's key or a captcha secret.
    const secretless = (all: InstanceSettings) => {
      const {
        smtpPass: _secret,
        deeplAuthKey: _key,
        hcaptchaSecretKey: _h,
        mcaptchaSecretKey: _m,
        recaptchaSecretKey: _r,
        turnstileSecretKey: _t,
        ...rest
      } = all;
      return rest;
    };
    ctx.services.moderationLog.record(signedIn(ctx).id, 'updateServerSettings', {
      before: secretless(before),
      after: secretless(settings.get()),
    });
    return undefined;
  },
});
