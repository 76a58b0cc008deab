import type { DeclaredContributions, Viewer } from '@tessera/sdk';

const staff = (_: unknown, viewer: Viewer) => viewer.isModerator || viewer.isAdmin;
const admin = (_: unknown, viewer: Viewer) => viewer.isAdmin;

const later: DeclaredContributions = {
  routes: [
    { path: '/admin', name: 'admin', audience: 'moderator', page: () => import('./pages/AdminHomePage') },
    { path: '/admin/users', name: 'admin-users', audience: 'moderator', page: () => import('./pages/UsersPage') },
    {
      path: '/admin/user/:userId',
      name: 'admin-user',
      audience: 'moderator',
      page: () => import('./pages/UserPage'),
    },
    { path: '/admin/abuses', name: 'admin-abuses', audience: 'moderator', page: () => import('./pages/AbusesPage') },
    { path: '/admin/modlog', name: 'admin-modlog', audience: 'moderator', page: () => import('./pages/ModlogPage') },
    { path: '/admin/roles', name: 'admin-roles', audience: 'moderator', page: () => import('./roles/RolesPage') },
    {
      path: '/admin/roles/new',
      name: 'admin-role-new',
      audience: 'administrator',
      page: () => import('./roles/RoleEditPage'),
    },
    {
      path: '/admin/roles/base',
      name: 'admin-roles-base',
      audience: 'administrator',
      page: () => import('./roles/BasePoliciesPage'),
    },
    {
      path: '/admin/roles/:roleId/edit',
      name: 'admin-role-edit',
      audience: 'administrator',
      page: () => import('./roles/RoleEditPage'),
    },
    {
      path: '/admin/roles/:roleId',
      name: 'admin-role',
      audience: 'moderator',
      page: () => import('./roles/RoleAdminPage'),
    },
    {
      path: '/admin/files',
      name: 'admin-files',
      audience: 'moderator',
      query: { user: 'userId' },
      page: () => import('./pages/FilesPage'),
    },
    { path: '/admin/file/:fileId', name: 'admin-file', audience: 'moderator', page: () => import('./pages/FilePage') },
    {
      path: '/admin/announcements',
      name: 'admin-announcements',
      audience: 'moderator',
      page: () => import('./pages/AnnouncementsPage'),
    },
    { path: '/admin/ads', name: 'admin-ads', audience: 'moderator', page: () => import('./pages/AdsPage') },
    { path: '/admin/invites', name: 'admin-invites', audience: 'moderator', page: () => import('./pages/InvitesPage') },
    {
      path: '/admin/server',
      name: 'admin-server',
      audience: 'moderator',
      page: () => import('./pages/ServerStatusPage'),
    },
    {
      path: '/admin/federation',
      name: 'admin-federation',
      audience: 'moderator',
      page: () => import('./pages/FederationPage'),
    },
    {
      path: '/admin/email',
      name: 'admin-email',
      audience: 'administrator',
      page: () => import('./pages/EmailSettingsPage'),
    },
    {
      path: '/admin/settings',
      name: 'admin-settings',
      audience: 'administrator',
      page: () => import('./pages/ServerSettingsPage'),
    },
    {
      path: '/admin/moderation',
      name: 'admin-moderation',
      audience: 'administrator',
      page: () => import('./pages/ModerationSettingsPage'),
    },
  ],
  menu: {
    main: [{ id: 'admin', title: 'menu', icon: 'settings', to: '/admin', order: 95, visible: staff }],
    admin: [
      { id: 'users', title: 'users.title', icon: 'users', to: '/admin/users', order: 10, visible: staff },
      { id: 'abuses', title: 'abuses.title', icon: 'warning', to: '/admin/abuses', order: 20, visible: staff },
      { id: 'modlog', title: 'modlog.title', icon: 'list', to: '/admin/modlog', order: 30, visible: staff },
      { id: 'roles', title: 'roles.title', icon: 'users', to: '/admin/roles', order: 35, visible: staff },
      { id: 'files', title: 'files.title', icon: 'paperclip', to: '/admin/files', order: 40, visible: staff },
      {
        id: 'announcements',
        title: 'announcements.title',
        icon: 'info',
        to: '/admin/announcements',
        order: 50,
        visible: staff,
      },
      { id: 'ads', title: 'ads.title', icon: 'image', to: '/admin/ads', order: 55, visible: staff },
      { id: 'invites', title: 'invites.title', icon: 'mail', to: '/admin/invites', order: 60, visible: staff },
      { id: 'server', title: 'server.title', icon: 'info', to: '/admin/server', order: 65, visible: staff },
      {
        id: 'federation',
        title: 'federation.title',
        icon: 'globe',
        to: '/admin/federation',
        order: 70,
        visible: staff,
      },
      { id: 'email', title: 'email.title', icon: 'mail', to: '/admin/email', order: 90, visible: admin },
      { id: 'settings', title: 'settings.title', icon: 'settings', to: '/admin/settings', order: 80, visible: admin },
      {
        id: 'moderation',
        title: 'moderation.title',
        icon: 'block',
        to: '/admin/moderation',
        order: 85,
        visible: admin,
      },
    ],
  },
};

export default later;
