import type { entities } from 'misskey-js';
import type { Captcha } from '../../captcha';
import type { Instance } from '../../instance';
import { LOCAL_INSTANCE_VERSION } from '../../settings';
import { defineEndpoint } from '../endpoint';

/** The instance's public metadata; with detail (the default) also its features. */
export default defineEndpoint({
  name: 'meta',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: { detail: { type: 'boolean', default: true } } },
  handle(params, ctx) {
    const { instance, users } = ctx.services;
    const lite = metaLite(
      instance,
      ctx.services.mailer.enabled(),
      ctx.services.ads.running(),
      ctx.services.translator.available(),
      ctx.services.push.serverKeys().publicKey,
      ctx.services.captcha.publicFields(),
    );
    if (params.detail === false) return lite;
    const s = instance.settings.get();
    const detailed: entities.MetaDetailed = {
      ...lite,
      features: {
        registration: !s.disableRegistration,
        emailRequiredForSignup: s.emailRequiredForSignup && ctx.services.mailer.enabled(),
        localTimeline: s.policies.ltlAvailable,
        globalTimeline: s.policies.gtlAvailable,
        hcaptcha: s.enableHcaptcha,
        turnstile: s.enableTurnstile,
        recaptcha: s.enableRecaptcha,
        objectStorage: false,
        serviceWorker: true,
        miauth: true,
      },
      proxyAccountName: null,
      requireSetup: users.count() === 0,
      cacheRemoteFiles: false,
      cacheRemoteSensitiveFiles: false,
    };
    return detailed;
  },
});

function metaLite(
  instance: Instance,
  emailEnabled: boolean,
  ads: entities.MetaLite['ads'],
  translatorAvailable: boolean,
  swPublickey: string,
  captchaFields: ReturnType<Captcha['publicFields']>,
): entities.MetaLite {
  const s = instance.settings.get();
  return {
    maintainerName: s.maintainerName,
    maintainerEmail: s.maintainerEmail,
    version: LOCAL_INSTANCE_VERSION,
    providesTarball: false,
    name: s.name,
    shortName: s.shortName,
    uri: instance.url(),
    description: s.description,
    langs: s.langs,
    tosUrl: s.tosUrl,
    repositoryUrl: s.repositoryUrl,
    feedbackUrl: s.feedbackUrl,
    defaultDarkTheme: s.defaultDarkTheme,
    defaultLightTheme: s.defaultLightTheme,
    clientOptions: {},
    disableRegistration: s.disableRegistration,
    emailRequiredForSignup: s.emailRequiredForSignup && emailEnabled,
    ...captchaFields,
    // Push is always on: the VAPID key pair is made on the first start.
    swPublickey,
    mascotImageUrl: s.mascotImageUrl ?? '/client-assets/mascot.svg',
    bannerUrl: s.bannerUrl,
    serverErrorImageUrl: s.serverErrorImageUrl,
    infoImageUrl: s.infoImageUrl,
    notFoundImageUrl: s.notFoundImageUrl,
    iconUrl: s.iconUrl,
    maxNoteTextLength: s.maxNoteTextLength,
    ads,
    notesPerOneAd: s.notesPerOneAd,
    enableEmail: emailEnabled,
    enableServiceWorker: true,
    translatorAvailable,
    sentryForFrontend: null,
    mediaProxy: `${instance.url()}/proxy`,
    enableUrlPreview: s.enableUrlPreview,
    backgroundImageUrl: s.backgroundImageUrl,
    impressumUrl: s.impressumUrl,
    logoImageUrl: null,
    privacyPolicyUrl: s.privacyPolicyUrl,
    inquiryUrl: s.inquiryUrl,
    serverRules: s.serverRules,
    themeColor: s.themeColor,
    policies: s.policies,
    noteSearchableScope: 'local',
    maxFileSize: s.policies.maxFileSizeMb * 1024 * 1024,
    federation: 'none',
  };
}
