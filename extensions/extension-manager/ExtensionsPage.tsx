import './extensions-page.css';
import {
  type ContributionSummary,
  contributedTitle,
  type ExtensionStatus,
  Switch,
  useExtensionStrings,
  useExtensions,
  useHost,
  useI18n,
} from '@tessera/sdk';
import { useState } from 'react';

/** What a run-time extension declares, asked for when its list is first opened. */
function ContributionList({ id }: { id: string }) {
  const host = useHost();
  const t = useExtensionStrings('extension-manager');
  const [items, setItems] = useState<readonly ContributionSummary[] | null>(null);
  const load = () => {
    if (items === null) void host.extensions.contributionsOf(id).then(setItems, () => setItems([]));
  };
  return (
    <details className="extension-contributions" onToggle={(e) => e.currentTarget.open && load()}>
      <summary>{t('adds')}</summary>
      <ul>
        {(items ?? []).map(({ kind, name }) => (
          <li key={`${kind} ${name}`}>
            {t(`kind.${kind}`)}: <bdi>{name}</bdi>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Settings > Extensions. */
export default function ExtensionsPage() {
  const extensions = useExtensions();
  const t = useExtensionStrings('extension-manager');
  return (
    <section className="page-card extensions-page" aria-labelledby="extensions-title">
      <h1 id="extensions-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <ul className="extension-list">
        {extensions.map((extension) => (
          <ExtensionRow key={extension.id} extension={extension} />
        ))}
      </ul>
    </section>
  );
}

function ExtensionRow({ extension }: { extension: ExtensionStatus }) {
  const host = useHost();
  const t = useExtensionStrings('extension-manager');
  // A first-party extension's title and description are keys of its own strings (translated).
  const { t: translate } = useI18n();
  const [busy, setBusy] = useState(false);
  const on = extension.state === 'active' || extension.state === 'blocked';
  const toggle = async () => {
    setBusy(true);
    try {
      if (extension.state === 'disabled' || extension.state === 'failed') await host.extensions.enable(extension.id);
      else await host.extensions.disable(extension.id);
    } catch (error) {
      await host.modals.alert(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const headingId = `extension-${extension.id}`;
  return (
    <li className={`extension-row state-${extension.state}`} aria-labelledby={headingId}>
      <div className="extension-text">
        <h2 id={headingId}>{contributedTitle(translate, extension.id, extension.title)}</h2>
        {extension.description && <p>{contributedTitle(translate, extension.id, extension.description)}</p>}
        <p className="extension-origin">
          {[
            extension.version ? t('version', { version: extension.version }) : null,
            extension.source === null ? t('builtIn') : t('installedFrom', { source: extension.source }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {extension.requires.length > 0 && (
          <p className="extension-requires">{t('requires', { list: extension.requires.join(', ') })}</p>
        )}
        {extension.source !== null && extension.state !== 'failed' && <ContributionList id={extension.id} />}
        {extension.error && (
          <p className="extension-error" role={extension.state === 'failed' ? 'alert' : undefined}>
            {extension.error}
          </p>
        )}
      </div>
      <div className="extension-control">
        <span className="extension-state">{t(extension.essential ? 'essential' : extension.state)}</span>
        <Switch
          label={extension.title}
          checked={on}
          disabled={busy || extension.essential}
          onChange={() => void toggle()}
        />
      </div>
    </li>
  );
}
