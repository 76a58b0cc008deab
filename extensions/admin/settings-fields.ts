import type { MetaField } from './MetaSettingsForm';

const url = (key: MetaField['key']): MetaField => ({ key, kind: 'url' });

/** The settings each control panel form edits, in the order shown. */
export const SETTINGS_PAGES = {
  email: [
    { key: 'enableEmail', kind: 'switch' },
    { key: 'email', kind: 'email' },
    { key: 'smtpHost', kind: 'text' },
    { key: 'smtpPort', kind: 'number' },
    { key: 'smtpUser', kind: 'text' },
    { key: 'smtpPass', kind: 'password' },
    { key: 'smtpSecure', kind: 'switch' },
  ],
  branding: [
    url('iconUrl'),
    url('app192IconUrl'),
    url('app512IconUrl'),
    url('bannerUrl'),
    url('backgroundImageUrl'),
    url('mascotImageUrl'),
    url('infoImageUrl'),
    url('notFoundImageUrl'),
    url('serverErrorImageUrl'),
    { key: 'themeColor', kind: 'text' },
    { key: 'defaultLightTheme', kind: 'multiline' },
    { key: 'defaultDarkTheme', kind: 'multiline' },
  ],
  security: [
    { key: 'enableHcaptcha', kind: 'switch' },
    { key: 'hcaptchaSiteKey', kind: 'text' },
    { key: 'hcaptchaSecretKey', kind: 'password' },
    { key: 'enableMcaptcha', kind: 'switch' },
    url('mcaptchaInstanceUrl'),
    { key: 'mcaptchaSiteKey', kind: 'text' },
    { key: 'mcaptchaSecretKey', kind: 'password' },
    { key: 'enableRecaptcha', kind: 'switch' },
    { key: 'recaptchaSiteKey', kind: 'text' },
    { key: 'recaptchaSecretKey', kind: 'password' },
    { key: 'enableTurnstile', kind: 'switch' },
    { key: 'turnstileSiteKey', kind: 'text' },
    { key: 'turnstileSecretKey', kind: 'password' },
    { key: 'enableTestcaptcha', kind: 'switch' },
    { key: 'sensitiveMediaDetection', kind: 'select', options: ['none', 'all', 'local', 'remote'] },
    {
      key: 'sensitiveMediaDetectionSensitivity',
      kind: 'select',
      options: ['veryLow', 'low', 'medium', 'high', 'veryHigh'],
    },
    { key: 'setSensitiveFlagAutomatically', kind: 'switch' },
    { key: 'enableSensitiveMediaDetectionForVideos', kind: 'switch' },
    { key: 'enableIpLogging', kind: 'switch' },
    { key: 'enableActiveEmailValidation', kind: 'switch' },
  ],
  objectStorage: [
    { key: 'useObjectStorage', kind: 'switch' },
    url('objectStorageBaseUrl'),
    { key: 'objectStorageBucket', kind: 'text' },
    { key: 'objectStoragePrefix', kind: 'text' },
    url('objectStorageEndpoint'),
    { key: 'objectStorageRegion', kind: 'text' },
    { key: 'objectStoragePort', kind: 'number' },
    { key: 'objectStorageAccessKey', kind: 'text' },
    { key: 'objectStorageSecretKey', kind: 'password' },
    { key: 'objectStorageUseSSL', kind: 'switch' },
    { key: 'objectStorageUseProxy', kind: 'switch' },
    { key: 'objectStorageSetPublicRead', kind: 'switch' },
    { key: 'objectStorageS3ForcePathStyle', kind: 'switch' },
  ],
  externalServices: [
    { key: 'deeplAuthKey', kind: 'password' },
    { key: 'deeplIsPro', kind: 'switch' },
  ],
  performance: [
    { key: 'enableFanoutTimeline', kind: 'switch' },
    { key: 'enableFanoutTimelineDbFallback', kind: 'switch' },
    { key: 'perLocalUserUserTimelineCacheMax', kind: 'number' },
    { key: 'perRemoteUserUserTimelineCacheMax', kind: 'number' },
    { key: 'perUserHomeTimelineCacheMax', kind: 'number' },
    { key: 'perUserListTimelineCacheMax', kind: 'number' },
    { key: 'enableReactionsBuffering', kind: 'switch' },
  ],
} as const satisfies Record<string, readonly MetaField[]>;

/** A control panel section made of one settings form. */
export type SettingsPageId = keyof typeof SETTINGS_PAGES;
