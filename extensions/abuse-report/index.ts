import { defineExtension } from '@tessera/sdk';
import type {} from '../notes/api';
import type {} from '../profile/api';

/**
 * Reporting a user to the moderators: "Report" in the note and user menus opens a form whose
 * comment (with the note's address when it is about a note) goes to users/report-abuse, for the
 * control panel's reports section.
 */
export default defineExtension({
  id: 'abuse-report',
  title: 'Reporting',
  description: 'description',
  uses: ['notes', 'profile'],
  sdk: '^3.0.0',
  contributesLater: () => import('./later'),
});
