import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  widgets: [
    { name: 'slideshow', title: 'slideshow.title', icon: 'image', component: () => import('./SlideshowWidget') },
  ],
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    { path: '/my/drive', name: 'drive', loginRequired: true, page: () => import('./pages/DrivePage') },
    {
      path: '/my/drive/folder/:folder',
      name: 'driveFolder',
      loginRequired: true,
      page: () => import('./pages/DrivePage'),
    },
    {
      path: '/my/drive/file/:fileId',
      name: 'driveFile',
      loginRequired: true,
      page: () => import('./pages/DriveFilePage'),
    },
  ],
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
