import { defineExtension } from '@tessera/sdk';
import type {} from '../about/api';
import type {} from '../auth/api';
import type {} from '../notifications/api';
import type {} from '../profile/api';
import type {} from './api';

/**
 * Getting started: the account setup wizard (profile, privacy, people to follow, notifications),
 * shown after a sign-up on this device and until finished or skipped, and the tutorial (posting,
 * the timelines, reactions, the post form's options, sensitive media), opened from the about menu.
 */
export default defineExtension({
  id: 'onboarding',
  version: '1.0.0',
  title: 'Getting started',
  description: 'description',
  uses: ['about', 'auth', 'drive', 'notifications', 'profile'],
  sdk: '^3.0.0',
  preferences: {
    // Misskey's `accountSetupWizard` (legacy store, per account): the step to resume at, -1 once
    // finished or skipped; null here for an account never sent to it (never nagged).
    accountSetupWizard: { default: null, accountDependent: true, sync: false },
    // The accounts signed up on this device whose wizard has not started yet (kept over the
    // reload that signs the new account in).
    accountSetupPending: { default: [], deviceOnly: true },
  },
  contributes: {
    menu: {
      about: [
        {
          id: 'tutorial',
          title: 'tutorialMenu',
          icon: 'info',
          command: 'onboarding.openTutorial',
          order: 60,
          visible: (_, viewer) => viewer.signedIn,
        },
      ],
    },
    // Draws nothing: opens the wizard when the signed-in account has a step to do.
    overlays: [{ id: 'account-setup', component: () => import('./AccountSetupStarter') }],
    commands: ['onboarding.openWizard', 'onboarding.openTutorial'],
  },
  main: () => import('./main'),
});
