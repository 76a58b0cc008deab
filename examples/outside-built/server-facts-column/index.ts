import { defineExtension } from '@tessera/sdk';
// Type-only: the deck's contract, whose column point this extension adds to.
import type {} from '@tessera/sdk/extensions/deck';
import type {} from '../server-facts/api';

/**
 * The second extension of this example: a deck column of the server's facts, drawn by the
 * component service that server-facts declares in its api.ts; a fact of its own in server-facts'
 * `serverFact` point; and an entry in server-facts' `serverFacts` menu. It requires
 * server-facts, as an extension that uses another's contract does.
 */
export default defineExtension({
  id: 'server-facts-column',
  title: 'Server facts column',
  description: 'An example built outside the tree: a deck column of the facts server-facts draws.',
  version: '1.0.0',
  sdk: '^3.0.0',
  requires: ['server-facts@^1.0.0'],
  uses: ['deck'],
  contributes: {
    to: {
      deckColumn: [{ type: 'serverFacts', title: 'column', icon: 'info', component: () => import('./FactsColumn') }],
      // server-facts' own point: a fact of ours in its list.
      serverFact: [{ id: 'online', label: 'online', value: () => import('./OnlineFact') }],
    },
    // server-facts' own menu slot: an entry in its page's menu.
    menu: { serverFacts: [{ id: 'about', title: 'aboutServer', icon: 'info', to: '/about' }] },
  },
});
