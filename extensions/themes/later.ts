import type { DeclaredContributions } from '@tessera/sdk';
import type {} from './api';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  services: [{ id: 'themes.installer', value: () => import('./theme-installer').then((m) => m.themeInstaller) }],
  routes: [
    { path: '/theme-editor', name: 'theme-editor', loginRequired: true, page: () => import('./ThemeEditorPage') },
  ],
  menu: { tools: [{ id: 'theme-editor', title: 'editor.title', icon: 'star', to: '/theme-editor', order: 35 }] },
  settingsSections: [
    {
      path: 'theme',
      group: 'client',
      title: 'title',
      icon: 'star',
      order: 10,
      page: () => import('./ThemeSettingsPage'),
    },
    // Misskey's addresses of the theme page's two parts, for links from elsewhere.
    {
      path: 'theme/install',
      group: 'client',
      title: 'install',
      icon: 'star',
      unlisted: true,
      page: () => import('./ThemePartPages').then((m) => ({ default: m.InstallThemePage })),
    },
    {
      path: 'theme/manage',
      group: 'client',
      title: 'saved',
      icon: 'star',
      unlisted: true,
      page: () => import('./ThemePartPages').then((m) => ({ default: m.ManageThemesPage })),
    },
  ],
};

export default later;
