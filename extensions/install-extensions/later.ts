import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  routes: [
    {
      path: '/install-extensions',
      name: 'install-extensions',
      loginRequired: true,
      query: { url: 'url', hash: 'hash' },
      page: () => import('./InstallExtensionsPage'),
    },
    // Misskey's misspelt address, still linked from older pages.
    { path: '/install-extentions', redirect: '/install-extensions' },
  ],
};

export default later;
