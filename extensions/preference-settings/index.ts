import { defineExtension } from '@tessera/sdk';

/** Settings for the preference profile (name, backups, export and import) and for sounds. */
export default defineExtension({
  id: 'preference-settings',
  title: 'Preference settings',
  description: 'description',
  sdk: '^1.0.0',
  contributes: {
    settingsSections: [
      {
        path: 'preferences',
        group: 'client',
        title: 'title',
        icon: 'settings',
        order: 20,
        page: () => import('./PreferencesPage'),
        keywords: [
          'language',
          'collapseRenotes',
          'nsfw',
          'emojiStyle',
          'defaultNoteVisibility',
          'keepCw',
          'group.dataSaver',
          'serverDisconnectedBehavior',
          'profileName',
        ],
      },
      {
        path: 'sounds',
        group: 'client',
        title: 'soundsMenu',
        icon: 'bell',
        order: 30,
        page: () => import('./SoundsPage'),
      },
    ],
  },
});
