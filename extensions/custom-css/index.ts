import { defineExtension } from '@tessera/sdk';

/** Custom CSS: this device's own styles over every theme, edited in Settings. */
export default defineExtension({
  id: 'custom-css',
  title: 'Custom CSS',
  description: 'description',
  version: '1.0.0',
  sdk: '^3.0.0',
  preferences: {
    customCss: { default: null, deviceOnly: true, movedFrom: 'tessera:customCss' },
  },
  contributes: {},
  contributesLater: () => import('./later'),
  // At start-up, so the page never shows unstyled first; but only a device with custom CSS loads
  // the code (the settings page applies what it saves by itself).
  activate: (ctx) => {
    if (ctx.host.preferences.get('customCss')) void import('./main').then((main) => main.activate(ctx));
  },
});
