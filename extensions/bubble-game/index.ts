import { defineExtension } from '@tessera/sdk';
import type {} from '../games/api';
import type {} from './api';

/**
 * The bubble game (Misskey's drop-and-fusion): drop faces or tiles into a box, fuse pairs into
 * bigger ones, and keep below the line. /bubble-game, with the week's ranking of the server, one's
 * best in the registry where Misskey keeps it, and its sound volumes. Listed at /games.
 */
export default defineExtension({
  id: 'bubble-game',
  title: 'Bubble game',
  description: 'description',
  version: '1.1.0',
  sdk: '^3.0.0',
  preferences: {
    'game.dropAndFusion': { default: { bgmVolume: 0.25, sfxVolume: 1 } },
  },
  uses: ['games', 'composer'],
  contributesLater: () => import('./later'),
});
