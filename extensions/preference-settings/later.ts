import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
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
};

export default later;
