import {
  contributedTitle,
  Icon,
  Link,
  lazyComponent,
  type PageProps,
  useAccount,
  useContributions,
  useExtensionStrings,
  useHost,
  useI18n,
} from '@tessera/sdk';
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import type {} from '../auth/api';
import { findSection, GROUPS, type IndexedSection, isListed, searchSections } from './settings-index';
import '@tessera/sdk/forms.css';
import './settings.css';

/**
 * The settings: the index of contributed sections (grouped as Misskey groups them, with a search
 * over their titles and the labels of their settings), and the chosen section beside it, or
 * alone on phones.
 */
export default function SettingsPage({ params }: PageProps) {
  const t = useExtensionStrings('settings');
  const { t: translate } = useI18n();
  const account = useAccount();
  const contributed = useContributions('settingsSection');
  const host = useHost();
  // Sections may be declared for later (contributesLater): all are in before "no such section" is said.
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    let live = true;
    void host.loadAllContributions().then(() => live && setComplete(true));
    return () => {
      live = false;
    };
  }, [host]);
  const [query, setQuery] = useState('');
  const sections = useMemo(
    () =>
      [...contributed]
        .filter(({ item }) => account !== null || !item.signedIn)
        .sort((a, b) => (a.item.order ?? 500) - (b.item.order ?? 500))
        .map(
          ({ item, extensionId }): IndexedSection => ({
            ...item,
            label: contributedTitle(translate, extensionId, item.title),
            words: (item.keywords ?? []).map((word) => contributedTitle(translate, extensionId, word)),
          }),
        ),
    [contributed, translate, account],
  );
  // A section's path may have more parts (drive/cleaner, webhook/edit/{id}), as Misskey's do.
  const path = [params.section, params.sub, params.id].filter(Boolean).join('/');
  const all = contributed.map(({ item }) => item);
  const match = path ? findSection(sections, path) : null;
  const chosen = match?.section;
  // A visitor who follows a link to an account's section is asked to sign in rather than told it is not there.
  const needsSignIn = !chosen && account === null && !!findSection(all, path)?.section.signedIn;
  const listed = sections.filter(isListed);
  const found = searchSections(listed, query);
  const searchId = useId();
  return (
    <div className={path ? 'settings-layout has-section' : 'settings-layout'}>
      <nav className="settings-nav" aria-label={t('sections')}>
        <h1>{t('title')}</h1>
        <label className="settings-search" htmlFor={searchId}>
          <Icon name="search" size={16} />
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('search')}
            aria-label={t('search')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        {query.trim() ? (
          found.length > 0 ? (
            <ul aria-label={t('results')}>
              {found.map(({ section, matched }) => (
                <SectionLink key={section.path} section={section} current={section === chosen} note={matched} />
              ))}
            </ul>
          ) : (
            <p className="settings-hint">{t('noResults')}</p>
          )
        ) : (
          GROUPS.map((group) => {
            const inGroup = listed.filter((s) => (s.group ?? 'other') === group);
            if (inGroup.length === 0) return null;
            return (
              <section key={group} className="settings-group" aria-labelledby={`${searchId}-${group}`}>
                <h2 id={`${searchId}-${group}`}>{t(`group.${group}`)}</h2>
                <ul>
                  {inGroup.map((s) => (
                    <SectionLink key={s.path} section={s} current={s === chosen} note={null} />
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </nav>
      <div className="settings-section">
        {path && (
          <Link to="/settings" className="settings-back">
            <Icon name="back" size={16} /> {t('back')}
          </Link>
        )}
        {chosen ? (
          <ChosenSection section={chosen} id={match?.id} />
        ) : needsSignIn ? (
          <SignInPrompt />
        ) : path && !complete ? (
          <p role="status">{host.i18n.t('kernel.loading')}</p>
        ) : (
          <p className="settings-hint">{path ? t('noSuchSection') : t('choose')}</p>
        )}
      </div>
    </div>
  );
}

function SectionLink({ section, current, note }: { section: IndexedSection; current: boolean; note: string | null }) {
  return (
    <li>
      <Link to={`/settings/${section.path}`} aria-current={current ? 'page' : undefined}>
        {section.icon && <Icon name={section.icon} size={18} />}
        <span className="settings-link-text">
          {section.label}
          {note && <small>{note}</small>}
        </span>
      </Link>
    </li>
  );
}

function ChosenSection({ section, id }: { section: IndexedSection; id: string | undefined }) {
  const Section = lazyComponent(section.page);
  return (
    <Suspense fallback={null}>
      <Section id={id} />
    </Suspense>
  );
}

function SignInPrompt() {
  const t = useExtensionStrings('settings');
  const host = useHost();
  return (
    <div className="settings-hint">
      <p>{t('signInFirst')}</p>
      {host.commands.has('auth.signIn') && (
        <button type="button" className="button primary" onClick={() => void host.commands.execute('auth.signIn')}>
          {t('signIn')}
        </button>
      )}
    </div>
  );
}
