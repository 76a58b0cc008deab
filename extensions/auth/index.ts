import { defineExtension } from '@tessera/sdk';
import type {} from './api';

/** Signing in and up, the first administrator's setup, the welcome page and the account menu. */
export default defineExtension({
  id: 'auth',
  title: 'Sign-in',
  description: 'description',
  sdk: '^1.0.0',
  contributes: {
    routes: [
      { path: '/', name: 'welcome', audience: 'visitor', page: () => import('./WelcomePage') },
      { path: '/miauth/:session', name: 'miauth', page: () => import('./MiauthPage') },
      { path: '/auth/:token', name: 'auth-session', page: () => import('./AuthSessionPage') },
      { path: '/reset-password/:token', name: 'reset-password', page: () => import('./ResetPasswordPage') },
      { path: '/signup-complete/:code', name: 'signup-complete', page: () => import('./SignupCompletePage') },
    ],
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
    menu: {
      account: [
        { id: 'add-account', title: 'addAccount', icon: 'plus', order: 10, command: 'auth.signIn' },
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
    },
    commands: ['auth.signIn', 'auth.signUp'],
  },
  main: () => import('./main'),
});
