import { defineContributionPoint, defineExtension } from '@tessera/sdk';
import type {} from './api';

/**
 * The deck layout: columns side by side (timelines, notifications, widgets, anything an extension
 * contributes as a `deckColumn`), in profiles kept in the registry, and the main menu's layout
 * switch. Its code loads only for someone who chose the deck.
 */
export default defineExtension({
  id: 'deck',
  title: 'Deck',
  description: 'description',
  version: '1.2.0',
  sdk: '^3.3.0',
  preferences: {
    'deck.alwaysShowMainColumn': { default: true },
    'deck.navWindow': { default: true },
    'deck.useSimpleUiForNonRootPages': { default: true },
    'deck.columnAlign': { default: 'center' },
    'deck.columnGap': { default: 6 },
    'deck.menuPosition': { default: 'bottom' },
    'deck.navbarPosition': { default: 'left' },
    'deck.wallpaper': { default: null },
    'deck.profile': { default: 'default', deviceOnly: true, movedFrom: 'tessera:deck.profile' },
  },
  uses: ['drive'],
  contributes: {
    points: [defineContributionPoint('deckColumn', { components: ['component'], key: 'type' })],
    services: [{ id: 'deck.layout', value: () => import('./DeckLayout'), component: true }],
    menu: {
      main: [
        {
          id: 'ui',
          title: 'ui.menu',
          icon: 'widget',
          run: async (_, host) => (await import('./ui-choice')).chooseUi(host),
        },
      ],
    },
    to: {
      deckColumn: [
        { type: 'widgets', title: 'column.widgets', icon: 'widget', component: () => import('./WidgetsColumn') },
      ],
    },
  },
  contributesLater: () => import('./later'),
});
