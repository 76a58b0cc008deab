import { defineExtension } from '@tessera/sdk';
import type {} from './api';

/** Signing in and up, the first administrator's setup, the welcome page and the account menu. */
export default defineExtension({
  id: 'auth',
  title: 'Sign-in',
  description: 'description',
  version: '1.2.0',
  sdk: '^3.0.0',
  preferences: {
    accounts: { default: [] },
  },
  // The welcome page shows the local timeline through the timeline's view when it is on.
  uses: ['timeline'],
  contributes: {
    routes: [{ path: '/', name: 'welcome', audience: 'visitor', page: () => import('./WelcomePage') }],
    commands: ['auth.signIn', 'auth.signUp', 'auth.requestToken'],
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
});
