import type { ThemeInstaller } from './api';
import { addTheme, parseThemeCode } from './theme-code';

/** The theme installer other extensions use ('themes.installer'). */
export const themeInstaller: ThemeInstaller = {
  read(host, code) {
    return parseThemeCode(code, host.preferences.get('themes'));
  },
  install(host, theme) {
    const builtins = new Set(
      host
        .contributions('theme')
        .get()
        .map((c) => c.item.theme.id),
    );
    host.preferences.set('themes', addTheme(theme, host.preferences.get('themes'), builtins));
  },
};
