import { defineExtension } from '@tessera/sdk';
import type {} from '../about/api';

/** The built-in themes and the theme settings. */
export default defineExtension({
  id: 'themes',
  title: 'Themes',
  description: 'description',
  uses: ['about'],
  version: '1.1.0',
  sdk: '^3.0.0',
  preferences: {
    themes: { default: [] },
  },
  contributes: {},
  // The default light and dark themes are the kernel's own bases, and a chosen theme is kept
  // whole in the preferences, so the built-in list loads only when a theme list shows.
  contributesLater: () => import('./later'),
  main: () => import('./main'),
  activationEvents: [{ on: 'point', point: 'theme' }],
});
