import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  routes: [
    { path: '/gallery', name: 'gallery', page: () => import('./GalleryPage') },
    { path: '/gallery/new', name: 'gallery-new', loginRequired: true, page: () => import('./GalleryEditPage') },
    {
      path: '/gallery/:postId/edit',
      name: 'gallery-edit',
      loginRequired: true,
      page: () => import('./GalleryEditPage'),
    },
    { path: '/gallery/:postId', name: 'gallery-post', page: () => import('./GalleryPostPage') },
  ],
  // Under "More" until the person puts it in the menu, as in Misskey's default menu.
  menu: { main: [{ id: 'gallery', title: 'menu', icon: 'image', to: '/gallery', order: 63, inMore: true }] },
  to: {
    profileTab: [{ name: 'gallery', title: 'menu', order: 45, component: () => import('./ProfileGallery') }],
  },
};

export default later;
