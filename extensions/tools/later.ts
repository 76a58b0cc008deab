import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  routes: [
    { path: '/api-console', name: 'api-console', loginRequired: true, page: () => import('./ApiConsolePage') },
    { path: '/preview', name: 'preview', page: () => import('./PreviewPage') },
    { path: '/registry', name: 'registry', loginRequired: true, page: () => import('./registry/RegistryPage') },
    {
      path: '/registry/keys/:domain/:path(*)?',
      name: 'registry-keys',
      loginRequired: true,
      page: () => import('./registry/RegistryKeysPage'),
    },
    {
      path: '/registry/value/:domain/:path(*)?',
      name: 'registry-value',
      loginRequired: true,
      page: () => import('./registry/RegistryValuePage'),
    },
    {
      path: '/avatar-decorations',
      name: 'avatar-decorations',
      loginRequired: true,
      page: () => import('./AvatarDecorationsPage'),
    },
    { path: '/custom-emojis-manager', name: 'custom-emojis-manager', page: () => import('./CustomEmojisManagerPage') },
    { path: '/admin/emojis2', name: 'emoji-grid', loginRequired: true, page: () => import('./EmojiGridPage') },
    { path: '/redirect-test', name: 'redirect-test', loginRequired: true, page: () => import('./RedirectTestPage') },
  ],
  menu: {
    connect: [
      {
        id: 'api-console',
        title: 'apiConsole.title',
        description: 'apiConsole.hint',
        icon: 'settings',
        to: '/api-console',
        order: 30,
      },
    ],
    tools: [
      { id: 'api-console', title: 'apiConsole.title', icon: 'settings', to: '/api-console', order: 30 },
      { id: 'preview', title: 'preview.title', icon: 'pencil', to: '/preview', order: 40 },
      { id: 'registry', title: 'registry.title', icon: 'list', to: '/registry', order: 50 },
      {
        id: 'custom-emojis-manager',
        title: 'emojis.title',
        icon: 'smile',
        to: '/custom-emojis-manager',
        order: 55,
        visible: (_, viewer) => viewer.isAdmin || viewer.policies.canManageCustomEmojis === true,
      },
      {
        id: 'avatar-decorations',
        title: 'decorations.title',
        icon: 'star',
        to: '/avatar-decorations',
        order: 60,
        visible: (_, viewer) => viewer.isAdmin || viewer.policies.canManageAvatarDecorations === true,
      },
    ],
    // The same managers as control panel sections.
    admin: [
      {
        id: 'custom-emojis-manager',
        title: 'emojis.title',
        icon: 'smile',
        to: '/custom-emojis-manager',
        order: 40,
        visible: (_, viewer) => viewer.isAdmin || viewer.policies.canManageCustomEmojis === true,
      },
      {
        id: 'emoji-grid',
        title: 'grid.menu',
        description: 'grid.menuHint',
        icon: 'smile',
        to: '/admin/emojis2',
        order: 41,
        visible: (_, viewer) => viewer.isAdmin || viewer.policies.canManageCustomEmojis === true,
      },
      {
        id: 'avatar-decorations',
        title: 'decorations.title',
        icon: 'star',
        to: '/avatar-decorations',
        order: 45,
        visible: (_, viewer) => viewer.isAdmin || viewer.policies.canManageAvatarDecorations === true,
      },
    ],
  },
};

export default later;
