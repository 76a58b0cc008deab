import { defineExtension } from '@tessera/sdk';

/**
 * The first of the two extensions of this example, which is built outside the repository
 * against the packed SDK (see ../README.md): a page and a widget that show facts about the
 * server, and a component service (declared in api.ts) that draws them for other extensions.
 */
export default defineExtension({
  id: 'server-facts',
  title: 'Server facts',
  description: 'An example built outside the tree: facts about the server on a page and in a widget.',
  version: '1.0.0',
  sdk: '^3.0.0',
  contributes: {
    routes: [{ path: '/server-facts', name: 'server-facts', page: () => import('./FactsPage') }],
    menu: { main: [{ id: 'server-facts', title: 'menu', icon: 'info', to: '/server-facts' }] },
    widgets: [{ name: 'serverFacts', title: 'widget', icon: 'info', component: () => import('./FactsWidget') }],
    services: [{ id: 'server-facts.list', value: () => import('./FactList'), component: true }],
  },
});
