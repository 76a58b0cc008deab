import { defineExtension } from '@tessera/sdk';
import type {} from './api';

/**
 * The control panel for moderators and administrators (/admin): an overview, accounts (search,
 * state, order; each account's facts, note, suspension, password, roles, sign-ins, deletion), the
 * users' reports, and for administrators the moderation log, the database tables, the server's
 * settings and its moderation lists (the split Misskey's endpoints make). Other extensions add their sections to the `admin` menu slot. Nobody else
 * finds these pages, and the server refuses them the same calls.
 */
export default defineExtension({
  id: 'admin',
  title: 'Control panel',
  description: 'description',
  version: '1.0.0',
  sdk: '^3.0.0',
  uses: ['roles'],
  contributesLater: () => import('./later'),
});
