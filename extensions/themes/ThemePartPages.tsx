import { Link, useExtensionStrings } from '@tessera/sdk';
import type { ReactNode } from 'react';
import { InstalledThemes } from './InstalledThemes';
import { InstallTheme } from './InstallTheme';
import './theme-settings.css';

/** Misskey's /settings/theme/install: installing a theme from its code, alone. */
export function InstallThemePage() {
  return (
    <ThemePart>
      <InstallTheme />
    </ThemePart>
  );
}

/** Misskey's /settings/theme/manage: the saved themes, alone. */
export function ManageThemesPage() {
  return (
    <ThemePart>
      <InstalledThemes />
    </ThemePart>
  );
}

function ThemePart({ children }: { children: ReactNode }) {
  const t = useExtensionStrings('themes');
  return (
    <section className="page-card settings-panel" aria-labelledby="theme-part-title">
      <h1 id="theme-part-title">{t('title')}</h1>
      {children}
      <p>
        <Link to="/settings/theme">{t('allSettings')}</Link>
      </p>
    </section>
  );
}
