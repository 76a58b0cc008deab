import { defineExtension } from '@tessera/sdk';
import type {} from '../deck/api';

/** Roles: a public role's page at /roles/{id}, with its members and, when explorable, its live timeline. */
export default defineExtension({
  id: 'roles',
  title: 'Roles',
  description: 'description',
  sdk: '^3.0.0',
  requires: ['notes'],
  uses: ['timeline', 'deck'],
  contributesLater: () => import('./later'),
});
