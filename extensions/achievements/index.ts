import { defineExtension, type MenuItemContribution } from '@tessera/sdk';
import type {} from '../composer/api';
import type {} from '../notifications/api';
import type {} from '../profile/api';

const menuItem: Omit<MenuItemContribution<'main' | 'navbar'>, 'slot'> = {
  id: 'achievements',
  title: 'menu',
  icon: 'trophy',
  to: '/my/achievements',
  order: 75,
  visible: (_, viewer) => viewer.signedIn,
};

/**
 * Achievements: /my/achievements (every one, earned first with its day and tier), the profile's
 * Achievements tab, the earned-achievement notification, and the client's claims (what the
 * account has reached, time in the client, luck, and what posting a note earns).
 */
export default defineExtension({
  id: 'achievements',
  title: 'Achievements',
  description: 'description',
  sdk: '^3.0.0',
  uses: [
    'profile',
    'notifications',
    'notes',
    'clips',
    'favorites',
    'timeline',
    'about',
    'drive',
    'aiscript',
    'games',
    'bubble-game',
    'composer',
    'onboarding',
  ],
  contributes: {
    menu: { main: [menuItem], navbar: [menuItem] },
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
  // Claims count from the page's start: what the account has reached when the page loads, the
  // time spent in the client and plain luck, as Misskey's client checks them.
  activationEvents: [{ on: 'firstView', reason: 'claims count from page load' }],
});
