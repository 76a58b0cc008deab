import { defineExtension } from '@tessera/sdk';

/** Settings > Extensions: every extension of this build, its state, and a switch for it. */
export default defineExtension({
  id: 'extension-manager',
  title: 'Extension manager',
  description: 'Lists the extensions of this build and switches them on and off.',
  essential: true,
  activate(ctx) {
    ctx.contribute('locale', {
      locale: 'en-US',
      strings: {
        title: 'Extensions',
        intro: 'Switch features on and off. The choice is kept on this device and applies at once.',
        active: 'On',
        disabled: 'Off',
        blocked: 'Waiting',
        failed: 'Failed',
        essential: 'Always on',
        requires: 'Needs: {list}',
      },
    });
    ctx.contribute('locale', {
      locale: 'ja-JP',
      strings: {
        title: '拡張機能',
        intro: '機能のオン・オフを切り替えます。設定はこの端末に保存され、すぐに反映されます。',
        active: 'オン',
        disabled: 'オフ',
        blocked: '待機中',
        failed: 'エラー',
        essential: '常にオン',
        requires: '必要: {list}',
      },
    });
    ctx.routes.add({
      path: '/settings/extensions',
      name: 'settings-extensions',
      page: () => import('./ExtensionsPage'),
    });
    ctx.menu.add('main', { id: 'extensions', title: 'title', icon: 'puzzle', to: '/settings/extensions', order: 900 });
  },
});
