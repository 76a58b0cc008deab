import { useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import { describeInstallError, installPlugin } from './install-plugin';
import '../aiscript.css';

/**
 * Settings > Install a plugin: paste a plugin's AiScript, install it. Its metadata is checked,
 * the permissions it declares are asked for as a token, and every refusal of spec 001 section 8
 * is said here, a syntax error with its line and column. The code stays in the field.
 */
export default function PluginInstall() {
  const t = useExtensionStrings('aiscript');
  const host = useHost();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorId = useId();

  const install = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const plugin = await installPlugin(host, code);
      if (!plugin) return; // the person cancelled the token request
      host.modals.toast(t('plugins.installed', { name: plugin.name }));
      host.router.push('/settings/plugin');
    } catch (error) {
      setProblem(describeInstallError(host.i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page-card settings-panel" aria-labelledby="plugin-install-title">
      <h1 id="plugin-install-title">{t('plugins.install')}</h1>
      <p className="form-hint">{t('plugins.installHint')}</p>
      <form onSubmit={(event) => void install(event)}>
        <div className="form-field">
          <label htmlFor={id}>{t('plugins.code')}</label>
          <textarea
            id={id}
            className="code-input"
            rows={16}
            spellCheck={false}
            value={code}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        {problem && (
          <p id={errorId} role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={busy}>
            {t('plugins.installButton')}
          </button>
        </div>
      </form>
    </section>
  );
}
