import { defineExtension } from '@tessera/sdk';
// Type-only: the deck's contract, whose column point this extension adds to.
import type {} from '@tessera/sdk/extensions/deck';

/**
 * The second extension of this example: a deck column of the server's facts, drawn by the
 * component service that server-facts declares in its api.ts. It requires server-facts, as an
 * extension that uses another's contract does.
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
    },
  },
});
