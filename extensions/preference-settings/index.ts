import { defineExtension } from '@tessera/sdk';
import type {} from './api';

const keys = [
  'squareAvatars',
  'showAvatarDecorations',
  'useBlurEffect',
  'useBlurEffectForModal',
  'animatedMfm',
  'advancedMfm',
  'fontSize',
  'keepScreenOn',
] as const;

/**
 * Settings for the preference profile (name, backups, export and import) and for sounds, and the
 * display preferences that apply to the whole page (avatars, blur, MFM effects, text size).
 */
export default defineExtension({
  id: 'preference-settings',
  title: 'Preference settings',
  description: 'description',
  version: '1.0.0',
  sdk: '^3.3.0',
  preferences: {
    squareAvatars: { default: false },
    showAvatarDecorations: { default: true },
    useBlurEffect: { default: true },
    useBlurEffectForModal: { default: true },
    animatedMfm: { default: true },
    advancedMfm: { default: true },
    // Misskey keeps the text size on the device alone, never in the profile.
    fontSize: {
      default: 0,
      deviceOnly: true,
    },
    keepScreenOn: { default: false },
  },
  contributes: {},
  contributesLater: () => import('./later'),
  // Only a device that changed one of them loads the code that applies them, from the start or
  // from the change on.
  activate: (ctx) => {
    const preferences = ctx.host.preferences;
    const check = () => {
      if (keys.some((key) => preferences.get(key) !== preferences.declaration(key)?.default))
        void import('./display').then((module) => module.startDisplay(ctx));
    };
    check();
    for (const key of keys) ctx.onDispose(preferences.readable(key).subscribe(check));
  },
});
