import { defineExtension, type MenuItemContribution } from '@tessera/sdk';
import type {} from './api';

const menuItem: Omit<MenuItemContribution<'main' | 'navbar'>, 'slot'> = {
  id: 'drive',
  title: 'browser.title',
  icon: 'image',
  to: '/my/drive',
  order: 30,
  visible: (_, viewer) => viewer.signedIn,
};

/**
 * The drive: the /my/drive pages (folders, files, details), the upload pipeline every extension
 * uploads through (compression, progress, the spec's errors), the attach menu and the picker,
 * its settings and the cleaner for the largest files.
 */
export default defineExtension({
  id: 'drive',
  title: 'Drive',
  description: 'description',
  version: '1.1.0',
  sdk: '^3.0.0',
  preferences: {
    uploadFolder: { default: null, accountDependent: true },
    keepOriginalUploading: { default: false },
    keepOriginalFilename: { default: true },
  },
  uses: ['notes', 'chat'],
  contributes: {
    menu: { main: [menuItem], navbar: [menuItem] },
    services: [{ id: 'drive.uploads', value: () => import('./uploads/UploadList'), component: true }],
    commands: ['drive.upload', 'drive.chooseFiles', 'drive.pick', 'drive.editFile'],
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
});
