import { defineExtension } from '@tessera/sdk';

/** Settings for the preference profile (name, backups, export and import) and for sounds. */
export default defineExtension({
  id: 'preference-settings',
  title: 'Preference settings',
  description: 'description',
  sdk: '^3.0.0',
  contributes: {},
  contributesLater: () => import('./later'),
});
