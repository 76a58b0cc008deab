import { defineExtension } from '@tessera/sdk';
import type {} from './api';

/**
 * Games: /games, the list of them, and the clicker (/clicker and its widget), whose count is kept
 * in the account's registry as Misskey keeps it, so it goes on where Misskey's left off.
 */
export default defineExtension({
  id: 'games',
  title: 'Games',
  description: 'description',
  version: '1.1.0',
  sdk: '^3.0.0',
  contributesLater: () => import('./later'),
});
