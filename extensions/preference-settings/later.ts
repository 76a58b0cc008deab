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
      // Rows other extensions declare are found by their own strings (a full key reads as it is).
      keywords: [
        'language',
        'notes.prefs.collapseRenotes',
        'notes.prefs.nsfw',
        'notes.prefs.reactionsDisplaySize',
        'notes.prefs.instanceTicker',
        'group.display',
        'display.squareAvatars',
        'display.fontSize',
        'emojiStyle',
        'composer.prefs.defaultNoteVisibility',
        'composer.prefs.keepCw',
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
