import {
  type PageProps,
  type ServiceMap,
  type TesseraHost,
  type ThemeDocument,
  useExtensionStrings,
  useHost,
  useRouter,
  useService,
} from '@tessera/sdk';
import { useEffect, useState } from 'react';
import type { PluginSummary } from '../aiscript/api';
import type {} from '../themes/api';
import './install-extensions.css';

/** What the link brought, read and ready to install. */
type Found = { kind: 'plugin'; source: string; summary: PluginSummary } | { kind: 'theme'; theme: ThemeDocument };

type State = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; found: Found };

/** /install-extensions?url=…&hash=…: what a link offers to install, and installing it. */
export default function InstallExtensionsPage({ params }: PageProps) {
  const t = useExtensionStrings('install-extensions');
  const host = useHost();
  const pluginInstaller = useService('aiscript.pluginInstaller');
  const themeInstaller = useService('themes.installer');
  const [state, setState] = useState<State>({ phase: 'loading' });
  const url = params.url ?? '';
  const hash = params.hash ?? '';

  useEffect(() => {
    if (!url || !hash) {
      setState({ phase: 'failed', message: t('noLink') });
      return;
    }
    let live = true;
    void (async () => {
      try {
        const resource = await host.api.call('fetch-external-resources', { url, hash });
        const found = await readResource(host, resource, { pluginInstaller, themeInstaller }, t);
        if (live) setState({ phase: 'ready', found });
      } catch (error) {
        if (live) setState({ phase: 'failed', message: messageOf(host, error) });
      }
    })();
    return () => {
      live = false;
    };
  }, [host, url, hash, pluginInstaller, themeInstaller, t]);

  return (
    <section className="page-card install-extensions" aria-labelledby="install-extensions-title">
      <h1 id="install-extensions-title">{t('title')}</h1>
      {state.phase === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {state.phase === 'failed' && (
        <p role="alert" className="install-extensions-error">
          {state.message}
        </p>
      )}
      {state.phase === 'ready' && <FoundExtension found={state.found} url={url} />}
    </section>
  );
}

async function readResource(
  host: TesseraHost,
  resource: { type: string; data: string },
  installers: {
    pluginInstaller: ServiceMap['aiscript.pluginInstaller'] | undefined;
    themeInstaller: ServiceMap['themes.installer'] | undefined;
  },
  t: (key: string) => string,
): Promise<Found> {
  if (resource.type === 'plugin') {
    if (!installers.pluginInstaller) throw new Error(t('noPlugins'));
    const installer = await installers.pluginInstaller();
    return { kind: 'plugin', source: resource.data, summary: await installer.read(host, resource.data) };
  }
  if (resource.type === 'theme') {
    if (!installers.themeInstaller) throw new Error(t('noThemes'));
    const installer = await installers.themeInstaller();
    return { kind: 'theme', theme: await installer.read(host, resource.data) };
  }
  throw new Error(t('unknownType'));
}

function messageOf(host: TesseraHost, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string'
    ? host.describeError(error).text
    : error instanceof Error
      ? error.message
      : String(error);
}

function FoundExtension({ found, url }: { found: Found; url: string }) {
  const t = useExtensionStrings('install-extensions');
  const host = useHost();
  const router = useRouter();
  const pluginInstaller = useService('aiscript.pluginInstaller');
  const themeInstaller = useService('themes.installer');
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  useEffect(() => () => host.theme.preview(null), [host]);

  const install = async () => {
    setBusy(true);
    try {
      if (found.kind === 'plugin' && pluginInstaller) {
        const installed = await (await pluginInstaller()).install(host, found.source);
        if (!installed) return;
        host.modals.toast(t('installed', { name: installed.name }));
        router.push('/settings/plugin');
      } else if (found.kind === 'theme' && themeInstaller) {
        (await themeInstaller()).install(host, found.theme);
        host.theme.preview(null);
        host.modals.toast(t('installed', { name: found.theme.name }));
        router.push('/settings/theme');
      }
    } catch (error) {
      await host.modals.dialog({ type: 'error', title: t('failed'), text: messageOf(host, error) });
    } finally {
      setBusy(false);
    }
  };

  const name = found.kind === 'plugin' ? found.summary.name : found.theme.name;
  return (
    <div className="install-extensions-found">
      <p>{t(found.kind === 'plugin' ? 'offersPlugin' : 'offersTheme')}</p>
      <dl className="install-extensions-facts">
        <dt>{t('name')}</dt>
        <dd>{name}</dd>
        {found.kind === 'plugin' && (
          <>
            <dt>{t('version')}</dt>
            <dd>{found.summary.version}</dd>
          </>
        )}
        <dt>{t('author')}</dt>
        <dd>{(found.kind === 'plugin' ? found.summary.author : found.theme.author) || t('unknown')}</dd>
        {(found.kind === 'plugin' ? found.summary.description : found.theme.desc) && (
          <>
            <dt>{t('descriptionLabel')}</dt>
            <dd>{found.kind === 'plugin' ? found.summary.description : found.theme.desc}</dd>
          </>
        )}
        {found.kind === 'plugin' && found.summary.permissions.length > 0 && (
          <>
            <dt>{t('permissions')}</dt>
            <dd>{found.summary.permissions.join(', ')}</dd>
          </>
        )}
        <dt>{t('from')}</dt>
        <dd className="install-extensions-url">{url}</dd>
      </dl>
      <p className="form-hint">{t('trust')}</p>
      <div className="form-actions">
        {found.kind === 'theme' && (
          <button
            type="button"
            className="button"
            aria-pressed={previewing}
            onClick={() => {
              host.theme.preview(previewing ? null : found.theme);
              setPreviewing(!previewing);
            }}
          >
            {t('preview')}
          </button>
        )}
        <button type="button" className="button primary" disabled={busy} onClick={() => void install()}>
          {t('install')}
        </button>
      </div>
    </div>
  );
}
