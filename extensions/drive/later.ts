import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  settingsSections: [
    {
      path: 'drive',
      title: 'settings.title',
      icon: 'image',
      group: 'basic',
      order: 60,
      signedIn: true,
      page: () => import('./settings/DriveSettings'),
      keywords: ['settings.usage', 'settings.alwaysMarkNsfw', 'settings.uploadFolder', 'settings.keepOriginal'],
    },
    {
      path: 'drive/cleaner',
      title: 'cleaner.title',
      icon: 'image',
      group: 'basic',
      order: 61,
      signedIn: true,
      page: () => import('./settings/DriveCleaner'),
      keywords: ['cleaner.largest'],
    },
  ],
};

export default later;
