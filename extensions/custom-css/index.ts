import { defineExtension } from '@tessera/sdk';
import { CUSTOM_CSS_KEY } from './storage-key';

/** Custom CSS: this device's own styles over every theme, edited in Settings. */
export default defineExtension({
  id: 'custom-css',
  title: 'Custom CSS',
  description: 'description',
  sdk: '^2.0.0',
  contributes: {},
  contributesLater: () => import('./later'),
  // Only a device with custom CSS loads the code (the settings page applies what it saves by itself).
  main: () =>
    localStorage.getItem(CUSTOM_CSS_KEY) ? import('./main') : Promise.resolve({ activate: () => undefined }),
  activationEvents: [
    // This device's CSS applies as the page first shows, so it never shows unstyled first.
    { on: 'startup', reason: 'CSS before the first paint' },
  ],
});
