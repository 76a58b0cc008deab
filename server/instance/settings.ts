import type { entities } from 'misskey-js';

type RolePolicies = entities.RolePolicies;

/** What an administrator configures about the local instance; meta reports it. */
export interface InstanceSettings {
  name: string;
  shortName: string | null;
  description: string | null;
  maintainerName: string | null;
  maintainerEmail: string | null;
  langs: string[];
  iconUrl: string | null;
  bannerUrl: string | null;
  tosUrl: string | null;
  privacyPolicyUrl: string | null;
  impressumUrl: string | null;
  inquiryUrl: string | null;
  repositoryUrl: string | null;
  feedbackUrl: string | null;
  serverRules: string[];
  /** Accounts explore shows first, as `@name` (Misskey's pinnedUsers). */
  pinnedUsers: string[];
  themeColor: string | null;
  /** Pictures the client shows on its error, information and not-found views (its own when null). */
  serverErrorImageUrl: string | null;
  infoImageUrl: string | null;
  notFoundImageUrl: string | null;
  maxNoteTextLength: number;
  /** Whether server-info tells the machine's name, processor, memory and disk (Misskey's enableServerMachineStats). */
  enableServerMachineStats: boolean;
  /** Whether the addresses accounts call the API from are kept for moderators (Misskey's enableIpLogging, off by default). */
  enableIpLogging: boolean;
  /** How many timeline notes between two ads (0 for no ads in timelines). */
  notesPerOneAd: number;
  disableRegistration: boolean;
  defaultLightTheme: string | null;
  defaultDarkTheme: string | null;
  /** Link previews at /url (Misskey's urlPreviewEnabled; meta reports it as enableUrlPreview). */
  enableUrlPreview: boolean;
  /** Whether a preview follows the page's redirects. */
  urlPreviewAllowRedirect: boolean;
  /** How long a preview's fetch may take, in milliseconds. */
  urlPreviewTimeout: number;
  /** The largest page a preview reads, in bytes. */
  urlPreviewMaximumContentLength: number;
  /** Whether a page without a Content-Length is refused. */
  urlPreviewRequireContentLength: boolean;
  /** The User-Agent previews are fetched with (summaly's own when null). */
  urlPreviewUserAgent: string | null;
  /** Sending email (Misskey's enableEmail and its SMTP settings): verification, resets, notifications. */
  enableEmail: boolean;
  /** The address mail is sent from. */
  email: string | null;
  smtpHost: string | null;
  smtpPort: number | null;
  smtpUser: string | null;
  smtpPass: string | null;
  /** TLS from the start (port 465) rather than STARTTLS. */
  smtpSecure: boolean;
  /** Sign-up needs an email address, and the account exists once the mailed link is opened. */
  emailRequiredForSignup: boolean;
  /** The default role's policies, Misskey's defaults unless changed. */
  policies: RolePolicies;
  /** Words that make a public note go to home only (a line each; `/regex/` lines are patterns). */
  sensitiveWords: string[];
  /** Words a note may not contain at all (refused with Misskey's error). */
  prohibitedWords: string[];
  /** Words a name may not contain. */
  prohibitedWordsForNameOfUser: string[];
  /** Hashtags left out of trends. */
  hiddenTags: string[];
  /** Usernames nobody may sign up with (Misskey's preserved usernames). */
  preservedUsernames: string[];
  /** Servers this one would not talk to, silence or keep media from (kept for when it federates). */
  blockedHosts: string[];
  silencedHosts: string[];
  mediaSilencedHosts: string[];
  /** Email domains sign-up refuses. */
  bannedEmailDomains: string[];
  /** Pictures of the server's own: its mascot, the welcome page's background, the app icons. */
  mascotImageUrl: string | null;
  backgroundImageUrl: string | null;
  app192IconUrl: string | null;
  app512IconUrl: string | null;
  /** The DeepL API key notes are translated with (none: no translation), and whether it is a Pro key. */
  deeplAuthKey: string | null;
  deeplIsPro: boolean;
  /**
   * The captcha sign-up asks for (Misskey's names): each provider's switch, its site key and secret,
   * and mCaptcha's server; the test captcha needs no key. See captcha.ts for what is checked.
   */
  enableHcaptcha: boolean;
  hcaptchaSiteKey: string | null;
  hcaptchaSecretKey: string | null;
  enableMcaptcha: boolean;
  mcaptchaSiteKey: string | null;
  mcaptchaSecretKey: string | null;
  mcaptchaInstanceUrl: string | null;
  enableRecaptcha: boolean;
  recaptchaSiteKey: string | null;
  recaptchaSecretKey: string | null;
  enableTurnstile: boolean;
  turnstileSiteKey: string | null;
  turnstileSecretKey: string | null;
  enableTestcaptcha: boolean;
}

/** The version the local instance reports: Misskey's API level with our suffix. */
export const LOCAL_INSTANCE_VERSION = '2025.4.1-tessera';

/** Misskey's default role policies (a fresh server's base role). */
export const DEFAULT_POLICIES: RolePolicies = {
  gtlAvailable: true,
  ltlAvailable: true,
  canPublicNote: true,
  mentionLimit: 20,
  canInvite: false,
  inviteLimit: 0,
  inviteLimitCycle: 60 * 24 * 7,
  inviteExpirationTime: 0,
  canManageCustomEmojis: false,
  canManageAvatarDecorations: false,
  canSearchNotes: false,
  canSearchUsers: true,
  canUseTranslator: true,
  canHideAds: false,
  driveCapacityMb: 100,
  maxFileSizeMb: 30,
  uploadableFileTypes: ['text/*', 'application/json', 'image/*', 'video/*', 'audio/*'],
  alwaysMarkNsfw: false,
  canUpdateBioMedia: true,
  pinLimit: 5,
  antennaLimit: 5,
  wordMuteLimit: 200,
  webhookLimit: 3,
  clipLimit: 10,
  noteEachClipsLimit: 200,
  userListLimit: 10,
  userEachUserListsLimit: 50,
  rateLimitFactor: 1,
  avatarDecorationLimit: 1,
  canImportAntennas: true,
  canImportBlocking: true,
  canImportFollowing: true,
  canImportMuting: true,
  canImportUserLists: true,
  chatAvailability: 'available',
  noteDraftLimit: 10,
  scheduledNoteLimit: 1,
  watermarkAvailable: true,
};

/** A fresh instance's settings. */
export function defaultInstanceSettings(): InstanceSettings {
  return {
    name: 'Tessera',
    shortName: null,
    description: 'A Misskey-compatible local instance, served with the Tessera web client.',
    maintainerName: null,
    maintainerEmail: null,
    langs: [],
    iconUrl: null,
    bannerUrl: null,
    tosUrl: null,
    privacyPolicyUrl: null,
    impressumUrl: null,
    inquiryUrl: null,
    repositoryUrl: null,
    feedbackUrl: null,
    serverRules: [],
    pinnedUsers: [],
    themeColor: null,
    serverErrorImageUrl: null,
    infoImageUrl: null,
    notFoundImageUrl: null,
    maxNoteTextLength: 3000,
    notesPerOneAd: 0,
    enableServerMachineStats: false,
    enableIpLogging: false,
    disableRegistration: false,
    defaultLightTheme: null,
    defaultDarkTheme: null,
    enableUrlPreview: true,
    urlPreviewAllowRedirect: true,
    urlPreviewTimeout: 10_000,
    urlPreviewMaximumContentLength: 10 * 1024 * 1024,
    urlPreviewRequireContentLength: true,
    urlPreviewUserAgent: null,
    enableEmail: false,
    email: null,
    smtpHost: null,
    smtpPort: null,
    smtpUser: null,
    smtpPass: null,
    smtpSecure: false,
    emailRequiredForSignup: false,
    policies: { ...DEFAULT_POLICIES },
    sensitiveWords: [],
    prohibitedWords: [],
    prohibitedWordsForNameOfUser: [],
    hiddenTags: [],
    preservedUsernames: [],
    blockedHosts: [],
    silencedHosts: [],
    mediaSilencedHosts: [],
    bannedEmailDomains: [],
    mascotImageUrl: null,
    backgroundImageUrl: null,
    app192IconUrl: null,
    app512IconUrl: null,
    deeplAuthKey: null,
    deeplIsPro: false,
    enableHcaptcha: false,
    hcaptchaSiteKey: null,
    hcaptchaSecretKey: null,
    enableMcaptcha: false,
    mcaptchaSiteKey: null,
    mcaptchaSecretKey: null,
    mcaptchaInstanceUrl: null,
    enableRecaptcha: false,
    recaptchaSiteKey: null,
    recaptchaSecretKey: null,
    enableTurnstile: false,
    turnstileSiteKey: null,
    turnstileSecretKey: null,
    enableTestcaptcha: false,
  };
}
