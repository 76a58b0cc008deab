import { defineExtension } from '@tessera/sdk';
import { BUILTIN_THEMES } from './builtin-themes';

/** The built-in themes and the theme settings. */
export default defineExtension({
  id: 'themes',
  title: 'Themes',
  description: 'Sixteen built-in themes, dark mode, and installing themes written for Misskey.',
  activate(ctx) {
    for (const theme of BUILTIN_THEMES) ctx.contribute('theme', { theme });
    ctx.routes.add({ path: '/settings/theme', name: 'settings-theme', page: () => import('./ThemeSettingsPage') });
    ctx.menu.add('main', { id: 'appearance', title: 'menu', icon: 'star', to: '/settings/theme', order: 910 });
  },
});
