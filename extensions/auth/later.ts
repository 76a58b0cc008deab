import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  // Pages reached from another app or an email link: the router finds them on arrival.
  routes: [
    { path: '/miauth/:session', name: 'miauth', page: () => import('./MiauthPage') },
    { path: '/auth/:token', name: 'auth-session', page: () => import('./AuthSessionPage') },
    { path: '/oauth/authorize', name: 'oauth-authorize', page: () => import('./OAuthPage') },
    { path: '/reset-password/:token?', name: 'reset-password', page: () => import('./ResetPasswordPage') },
    { path: '/signup-complete/:code', name: 'signup-complete', page: () => import('./SignupCompletePage') },
    { path: '/verify-email/:code', name: 'verify-email', page: () => import('./VerifyEmailPage') },
  ],
  menu: {
    // The account menu's entries: the menu asks for the later contributions of its slot as it
    // opens (AccountArea.tsx), so neither they nor their words are part of the first view.
    account: [
      { id: 'add-account', title: 'addAccount', icon: 'plus', order: 10, command: 'auth.signIn' },
      { id: 'create-account', title: 'createAccount', icon: 'user', order: 12, command: 'auth.signUp' },
      { id: 'manage-accounts', title: 'accounts.manage', icon: 'users', order: 15, to: '/settings/accounts' },
      {
        id: 'sign-out',
        title: 'signOut',
        icon: 'close',
        order: 20,
        danger: true,
        run: (_, host) => host.accounts.signOut(),
      },
    ],
    connect: [
      {
        id: 'apps',
        title: 'connect.apps',
        description: 'connect.appsHint',
        icon: 'puzzle',
        to: '/settings/apps',
        order: 10,
      },
    ],
  },
  settingsSections: [
    {
      path: 'security',
      title: 'security.title',
      icon: 'lock',
      group: 'basic',
      order: 80,
      signedIn: true,
      page: () => import('./settings/SecuritySettings'),
      keywords: ['security.changePassword', 'twoFactor.title', 'security.history'],
    },
    {
      path: 'email',
      title: 'email.title',
      icon: 'mail',
      group: 'basic',
      order: 70,
      signedIn: true,
      page: () => import('./settings/EmailSettings'),
      keywords: ['email.address', 'email.notifications'],
    },
    {
      path: 'connect',
      title: 'connect.title',
      icon: 'link',
      group: 'other',
      order: 35,
      signedIn: true,
      page: () => import('./settings/ConnectSettings'),
      keywords: ['connect.api', 'connect.generate', 'connect.services'],
    },
    {
      path: 'apps',
      title: 'apps.title',
      icon: 'puzzle',
      group: 'other',
      order: 40,
      signedIn: true,
      page: () => import('./settings/AppsSettings'),
      keywords: ['apps.revokeShort'],
    },
    {
      path: 'accounts',
      title: 'accounts.title',
      icon: 'users',
      group: 'other',
      order: 80,
      signedIn: true,
      page: () => import('./settings/AccountsSettings'),
      keywords: ['addAccount', 'accounts.create', 'signOut'],
    },
    {
      path: 'migration',
      title: 'migration.title',
      icon: 'forward',
      group: 'other',
      order: 85,
      signedIn: true,
      page: () => import('./settings/MigrationSettings'),
      keywords: ['migration.moveTitle', 'migration.aliases'],
    },
    {
      path: 'other',
      title: 'other.title',
      icon: 'more',
      group: 'other',
      order: 90,
      signedIn: true,
      page: () => import('./settings/OtherSettings'),
      keywords: ['other.deleteAccount', 'other.debug'],
    },
  ],
};

export default later;
