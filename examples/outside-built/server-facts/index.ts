import { defineContributionPoint, defineExtension } from '@tessera/sdk';
import type {} from './api';

/**
 * The first of the two extensions of this example, which is built outside the repository
 * against the packed SDK (see ../README.md): a page and a widget that show facts about the
 * server, a component service (declared in api.ts) that draws them for other extensions, and,
 * without touching the SDK, a contribution point of its own (facts others add), a menu slot of
 * its own (the page's menu) and a preference of its own with its row in Settings > Preferences.
 */
export default defineExtension({
  id: 'server-facts',
  title: 'Server facts',
  description: 'An example built outside the tree: facts about the server on a page and in a widget.',
  version: '1.0.0',
  sdk: '^3.0.0',
  preferences: {
    'server-facts.showCounts': { default: true, sync: true, setting: { kind: 'switch', label: 'showCounts' } },
  },
  contributes: {
    points: [defineContributionPoint('serverFact', { components: ['value'], key: 'id' })],
    routes: [{ path: '/server-facts', name: 'server-facts', page: () => import('./FactsPage') }],
    menu: { main: [{ id: 'server-facts', title: 'menu', icon: 'info', to: '/server-facts' }] },
    widgets: [{ name: 'serverFacts', title: 'widget', icon: 'info', component: () => import('./FactsWidget') }],
    services: [{ id: 'server-facts.list', value: () => import('./FactList'), component: true }],
  },
});
