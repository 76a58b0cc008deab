import { defineExtension } from '@tessera/sdk';
import { CUSTOM_CSS_KEY } from './storage-key';

/** Custom CSS: this device's own styles over every theme, edited in Settings. */
export default defineExtension({
  id: 'custom-css',
  title: 'Custom CSS',
  description: 'description',
  sdk: '^2.0.0',
  contributes: {},
  // At start-up, so the page never shows unstyled first; but only a device with custom CSS loads
  // the code (the settings page applies what it saves by itself).
  contributesLater: () => import('./later'),
  main: () =>
    localStorage.getItem(CUSTOM_CSS_KEY) ? import('./main') : Promise.resolve({ activate: () => undefined }),
  activation: 'atStartup',
});
