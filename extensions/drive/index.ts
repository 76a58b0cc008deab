import { defineExtension } from '@tessera/sdk';

/** The drive: its settings (capacity, marking uploads sensitive) and the cleaner for the largest files. */
export default defineExtension({
  id: 'drive',
  title: 'Drive',
  description: 'description',
  sdk: '^1.0.0',
  contributes: {
    settingsSections: [
      {
        path: 'drive',
        title: 'settings.title',
        icon: 'image',
        group: 'basic',
        order: 60,
        signedIn: true,
        page: () => import('./settings/DriveSettings'),
        keywords: ['settings.usage', 'settings.alwaysMarkNsfw'],
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
  },
});
