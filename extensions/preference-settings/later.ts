import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  // Rows in Settings > Preferences: only Settings draws them, so they are not in the first view.
  preferenceSettings: [
    { key: 'squareAvatars', kind: 'switch', label: 'display.squareAvatars', group: 'group.display' },
    { key: 'showAvatarDecorations', kind: 'switch', label: 'display.showAvatarDecorations', group: 'group.display' },
    { key: 'useBlurEffect', kind: 'switch', label: 'display.useBlurEffect', group: 'group.display' },
    { key: 'useBlurEffectForModal', kind: 'switch', label: 'display.useBlurEffectForModal', group: 'group.display' },
    { key: 'animatedMfm', kind: 'switch', label: 'display.animatedMfm', group: 'group.display' },
    { key: 'advancedMfm', kind: 'switch', label: 'display.advancedMfm', group: 'group.display' },
    {
      key: 'fontSize',
      kind: 'select',
      label: 'display.fontSize',
      group: 'group.display',
      options: [
        { value: 0, label: 'display.fontSize.0' },
        { value: 1, label: 'display.fontSize.1' },
        { value: 2, label: 'display.fontSize.2' },
        { value: 3, label: 'display.fontSize.3' },
      ],
    },
    { key: 'keepScreenOn', kind: 'switch', label: 'display.keepScreenOn', group: 'group.display' },
  ],
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
