import { defineExtension } from '@tessera/sdk';
import type {} from '../games/api';
import type {} from '../profile/api';

/**
 * Reversi, played live against another person as on Misskey: /reversi (play with anyone, invite
 * someone, answer invitations, the games) and /reversi/g/{gameId} (the settings both players
 * agree, the board, watching, surrender, time limits, the record). Listed at /games.
 */
export default defineExtension({
  id: 'reversi',
  title: 'Reversi',
  description: 'description',
  sdk: '^3.0.0',
  uses: ['profile', 'games'],
  contributesLater: () => import('./later'),
});
