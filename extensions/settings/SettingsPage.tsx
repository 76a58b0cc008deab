import {
  contributedTitle,
  Icon,
  Link,
  lazyComponent,
  type PageProps,
  useContributions,
  useExtensionStrings,
  useI18n,
} from '@tessera/sdk';
import { Suspense, useMemo } from 'react';
import './settings.css';

/** The settings: the list of contributed sections, and the chosen one beside it (or alone on phones). */
export default function SettingsPage({ params }: PageProps) {
  const t = useExtensionStrings('settings');
  const { t: translate } = useI18n();
  const contributed = useContributions('settingsSection');
  const sections = useMemo(
    () =>
      [...contributed]
        .sort((a, b) => (a.item.order ?? 500) - (b.item.order ?? 500))
        .map(({ item, extensionId }) => ({ ...item, label: contributedTitle(translate, extensionId, item.title) })),
    [contributed, translate],
  );
  const chosen = params.section ? sections.find((s) => s.path === params.section) : undefined;
  const Section = chosen ? lazyComponent(chosen.page) : null;
  return (
    <div className={params.section ? 'settings-page has-section' : 'settings-page'}>
      <nav className="settings-nav" aria-label={t('sections')}>
        <h1>{t('title')}</h1>
        <ul>
          {sections.map((s) => (
            <li key={s.path}>
              <Link to={`/settings/${s.path}`} aria-current={s === chosen ? 'page' : undefined}>
                {s.icon && <Icon name={s.icon} size={18} />}
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="settings-section">
        {params.section && (
          <Link to="/settings" className="settings-back">
            <Icon name="back" size={16} /> {t('back')}
          </Link>
        )}
        {Section ? (
          <Suspense fallback={null}>
            <Section />
          </Suspense>
        ) : (
          <p className="settings-hint">{params.section ? t('noSuchSection') : t('choose')}</p>
        )}
      </div>
    </div>
  );
}
