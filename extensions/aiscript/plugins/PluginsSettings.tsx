import { HostContext, Link, SwitchRow, useExtensionStrings, useHost, usePreference, useService } from '@tessera/sdk';
import { useId, useState, useSyncExternalStore } from 'react';
import type { InstalledPlugin, PluginStatus, PluginStatusSource } from '../api';
import { uninstallPlugin, updatePlugin } from './install-plugin';
import { PluginConfigForm } from './PluginConfigForm';
import { pluginToken } from './plugin-tokens';
import { requestPluginToken } from './request-plugin-token';
import '../aiscript.css';

const NO_STATUS: PluginStatus = { console: [], state: 'idle', error: null, stoppedFor: null };

/** What the card says of a plugin's state, and whether its switch shows it running. */
function describeState(
  t: (key: string, params?: Record<string, string>) => string,
  active: boolean,
  status: PluginStatus,
): { text: string; tone: 'off' | 'running' | 'problem'; on: boolean } {
  if (!active) return { text: t('plugins.state.off'), tone: 'off', on: false };
  switch (status.state) {
    case 'failed':
      return { text: t('plugins.state.failed', { error: status.error ?? '' }), tone: 'problem', on: false };
    case 'stopped':
      return { text: t(`plugins.state.stopped.${status.stoppedFor ?? 'busy'}`), tone: 'problem', on: false };
    case 'running':
      return { text: t('plugins.state.running'), tone: 'running', on: true };
    default:
      // Switched on, and the host is starting it.
      return { text: t('plugins.state.starting'), tone: 'running', on: true };
  }
}

/**
 * Settings > Plugins: the installed AiScript plugins, each switched on or off at once (no reload),
 * with its config form, its source, its log (what it printed, the errors it hit) and uninstall.
 */
export default function PluginsSettings() {
  const t = useExtensionStrings('aiscript');
  const [plugins] = usePreference('plugins');
  const source = useService('aiscript.plugins');
  return (
    <section className="page-card settings-panel" aria-labelledby="plugins-title">
      <h1 id="plugins-title">{t('plugins.title')}</h1>
      <p className="form-hint">{t('plugins.hint')}</p>
      <p>
        <Link className="button" to="/settings/plugin/install">
          {t('plugins.install')}
        </Link>
      </p>
      {plugins.length === 0 ? (
        <p className="form-hint">{t('plugins.none')}</p>
      ) : (
        <ul className="plugin-list" aria-label={t('plugins.installedList')}>
          {plugins.map((plugin) => (
            <PluginCard key={plugin.installId} plugin={plugin} source={source} />
          ))}
        </ul>
      )}
    </section>
  );
}

function usePluginStatus(source: PluginStatusSource | undefined, installId: string) {
  const subscribe = (listener: () => void) => source?.subscribe(listener) ?? (() => {});
  // A snapshot that only changes when the status does, as useSyncExternalStore needs.
  const [cache] = useState(() => ({ key: '', value: NO_STATUS }));
  const get = () => {
    const status = source?.status(installId) ?? NO_STATUS;
    const key = JSON.stringify([
      status.state,
      status.error,
      status.stoppedFor,
      status.console.length,
      status.console.at(-1)?.text ?? '',
    ]);
    if (key !== cache.key) {
      cache.key = key;
      cache.value = status;
    }
    return cache.value;
  };
  return useSyncExternalStore(subscribe, get, get);
}

function PluginCard({ plugin, source }: { plugin: InstalledPlugin; source: PluginStatusSource | undefined }) {
  const t = useExtensionStrings('aiscript');
  const host = useHost();
  const status = usePluginStatus(source, plugin.installId);
  const titleId = useId();
  const state = describeState(t, plugin.active, status);
  const hasConfig = Object.keys(plugin.config ?? {}).length > 0;
  const account = host.accounts.current.get();
  const permissions = plugin.permissions ?? [];
  // A plugin synced from another device has no token here until the person gives it one.
  const [hasToken, setHasToken] = useState(
    () => !account || pluginToken(host.preferences, account.id, plugin.installId) !== null,
  );

  const giveAccess = async () => {
    if (!account || !host.commands.has('auth.requestToken')) return;
    const token = await requestPluginToken(host, account.id, { ...plugin, permissions });
    if (token === null) return;
    setHasToken(true);
    source?.restart(plugin.installId);
  };

  const configure = async () => {
    const values = await host.modals.open<Record<string, unknown>>(
      (close) => (
        <HostContext.Provider value={host}>
          <PluginConfigForm plugin={plugin} onSave={close} onCancel={() => close(undefined)} />
        </HostContext.Provider>
      ),
      'dialog',
      { label: t('plugins.configOf', { name: plugin.name }) },
    );
    if (values) updatePlugin(host, plugin.installId, { configData: values });
  };

  const uninstall = async () => {
    if (!(await host.modals.confirm(t('plugins.uninstallConfirm', { name: plugin.name }), { danger: true }))) return;
    try {
      await uninstallPlugin(host, plugin);
      host.modals.toast(t('plugins.uninstalled', { name: plugin.name }));
    } catch {
      // apiWithDialog has said what went wrong; the plugin is gone from this device either way.
    }
  };

  return (
    <li className="plugin-card" aria-labelledby={titleId}>
      <div className="plugin-card-head">
        <h2 id={titleId}>
          {plugin.name} <small>v{plugin.version}</small>
        </h2>
      </div>
      <p className={`plugin-state plugin-state-${state.tone}`} role="status">
        {state.text}
      </p>
      {plugin.author && <p className="form-hint">{t('plugins.by', { author: plugin.author })}</p>}
      {plugin.description && <p>{plugin.description}</p>}
      <SwitchRow
        label={t('plugins.active', { name: plugin.name })}
        checked={state.on}
        onChange={(on) => {
          // A plugin that failed or was stopped is still switched on: switching it on runs it afresh.
          if (on && plugin.active) source?.restart(plugin.installId);
          else updatePlugin(host, plugin.installId, { active: on });
        }}
      />
      {permissions.length > 0 && (
        <p className="form-hint">{t('plugins.permissions', { list: permissions.join(', ') })}</p>
      )}
      {permissions.length > 0 && !hasToken && (
        <p className="plugin-no-token" role="status">
          {t('plugins.noToken')}{' '}
          <button type="button" className="button" onClick={() => void giveAccess()}>
            {t('plugins.giveAccess')}
          </button>
        </p>
      )}
      <div className="form-actions plugin-actions">
        {hasConfig && (
          <button type="button" className="button" onClick={() => void configure()}>
            {t('plugins.config')}
          </button>
        )}
        <button type="button" className="button danger" onClick={() => void uninstall()}>
          {t('plugins.uninstall')}
        </button>
      </div>
      <details className="plugin-details">
        <summary>{t('plugins.log')}</summary>
        {status.console.length === 0 ? (
          <p className="form-hint">{t('plugins.logEmpty')}</p>
        ) : (
          <ol className="script-console" aria-label={t('plugins.logOf', { name: plugin.name })}>
            {status.console.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: log lines only grow at the end
              <li key={index} className={line.kind === 'error' ? 'script-console-error' : undefined}>
                {line.text}
              </li>
            ))}
          </ol>
        )}
      </details>
      <details className="plugin-details">
        <summary>{t('plugins.source')}</summary>
        <pre className="plugin-source">{plugin.src ?? ''}</pre>
      </details>
    </li>
  );
}
