import { defineExtension } from '@tessera/sdk';

/** The built-in themes and the theme settings. */
export default defineExtension({
  id: 'themes',
  title: 'Themes',
  description: 'Sixteen built-in themes, dark mode, and installing themes written for Misskey.',
  activate(ctx) {
    // The default light and dark themes are the kernel's own bases, and a chosen theme is kept
    // whole in the preferences, so the built-in list can come once the first view has settled.
    let active = true;
    ctx.onDispose(() => {
      active = false;
    });
    ctx.host.whenSettled(() => {
      void import('./builtin-themes').then(({ BUILTIN_THEMES }) => {
        if (active) for (const theme of BUILTIN_THEMES) ctx.contribute('theme', { theme });
      });
    });
    ctx.routes.add({ path: '/settings/theme', name: 'settings-theme', page: () => import('./ThemeSettingsPage') });
    ctx.menu.add('main', { id: 'appearance', title: 'menu', icon: 'star', to: '/settings/theme', order: 910 });
  },
});
