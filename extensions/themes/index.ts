import { defineExtension } from '@tessera/sdk';
import { BUILTIN_THEMES } from './builtin-themes';

/** The built-in themes and the theme settings. */
export default defineExtension({
  id: 'themes',
  title: 'Themes',
  description: 'Sixteen built-in themes, dark mode, and installing themes written for Misskey.',
  activate(ctx) {
    for (const theme of BUILTIN_THEMES) ctx.contribute('theme', { theme });
    ctx.contribute('locale', {
      locale: 'en-US',
      strings: {
        menu: 'Appearance',
        title: 'Theme',
        darkMode: 'Dark mode',
        followDevice: "Follow the device's dark mode",
        lightTheme: 'Theme in light mode',
        darkThemeChoice: 'Theme in dark mode',
        sync: 'Keep theme settings the same on all my devices',
        install: 'Install a theme',
        code: 'Theme code (JSON5)',
        installButton: 'Install',
        installed: 'Installed: {name}',
        saved: 'Installed themes',
        none: 'No themes installed yet.',
        remove: 'Remove {name}',
        builtin: 'Built-in',
      },
    });
    ctx.contribute('locale', {
      locale: 'ja-JP',
      strings: {
        menu: '外観',
        title: 'テーマ',
        darkMode: 'ダークモード',
        followDevice: '端末のダークモードに合わせる',
        lightTheme: 'ライトモードのテーマ',
        darkThemeChoice: 'ダークモードのテーマ',
        sync: 'テーマ設定をすべての端末で同じにする',
        install: 'テーマをインストール',
        code: 'テーマコード (JSON5)',
        installButton: 'インストール',
        installed: 'インストールしました: {name}',
        saved: 'インストール済みのテーマ',
        none: 'まだテーマはありません。',
        remove: '{name}を削除',
        builtin: '組み込み',
      },
    });
    ctx.routes.add({ path: '/settings/theme', name: 'settings-theme', page: () => import('./ThemeSettingsPage') });
    ctx.menu.add('main', { id: 'appearance', title: 'menu', icon: 'star', to: '/settings/theme', order: 910 });
  },
});
