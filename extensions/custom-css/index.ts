import { defineExtension } from '@tessera/sdk';

/** Custom CSS: this device's own styles over every theme, edited in Settings. */
export default defineExtension({
  id: 'custom-css',
  title: 'Custom CSS',
  description: 'description',
  sdk: '^1.0.0',
  contributes: {
    settingsSections: [
      {
        path: 'custom-css',
        group: 'client',
        title: 'title',
        icon: 'pencil',
        order: 60,
        page: () => import('./CustomCssSettings'),
        keywords: ['apply'],
      },
    ],
  },
  // At start-up, so the page never shows unstyled first; the module is a few lines.
  main: () => import('./main'),
  activation: 'atStartup',
});
