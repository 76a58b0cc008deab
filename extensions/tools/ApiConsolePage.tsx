import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import '@tessera/sdk/forms.css';
import './tools.css';

/** A starting value for a parameter of a type the server names ('String', 'Integer', ...). */
function placeholderFor(type: string): unknown {
  switch (type) {
    case 'String':
      return '';
    case 'Number':
    case 'Integer':
      return 0;
    case 'Boolean':
      return false;
    case 'Array':
      return [];
    case 'Object':
      return {};
    default:
      return null;
  }
}

type Answer = { ok: boolean; text: string; ms: number };

/**
 * /api-console: call any endpoint of the server with JSON5 parameters, as the signed-in account
 * or without credentials, and read the answer pretty-printed with the time the call took. Picking
 * a known endpoint fills in its parameters.
 */
export default function ApiConsolePage() {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const names = useEndpoint('endpoints', {});
  const [endpoint, setEndpoint] = useState('');
  const [body, setBody] = useState('{}');
  const [withCredential, setWithCredential] = useState(true);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { endpoint: useId(), list: useId(), body: useId(), credential: useId() };

  const chooseEndpoint = async (name: string) => {
    setEndpoint(name);
    if (names.status !== 'ready' || !names.data.includes(name)) return;
    try {
      const described = await host.api.call('endpoint', { endpoint: name });
      if (!described) return;
      const { default: JSON5 } = await import('json5');
      const params = Object.fromEntries(described.params.map((p) => [p.name, placeholderFor(p.type)]));
      setBody(JSON5.stringify(params, null, 2));
    } catch {
      // The parameters are a convenience; the call works without them.
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const { default: JSON5 } = await import('json5');
    let params: Record<string, unknown>;
    try {
      params = JSON5.parse(body || '{}');
    } catch (error) {
      setAnswer({ ok: false, text: `${t('apiConsole.badParams')} ${String(error)}`, ms: 0 });
      return;
    }
    setBusy(true);
    const started = performance.now();
    try {
      const result = await host.api.call(endpoint as never, params as never, withCredential ? {} : { token: null });
      setAnswer({ ok: true, text: JSON.stringify(result ?? null, null, 2), ms: performance.now() - started });
    } catch (error) {
      setAnswer({
        ok: false,
        text: JSON.stringify(error, Object.getOwnPropertyNames(error), 2),
        ms: performance.now() - started,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page-card tools-page form-controls" aria-labelledby="api-console-title">
      <h1 id="api-console-title">{t('apiConsole.title')}</h1>
      <p className="form-hint">{t('apiConsole.hint')}</p>
      <form className="tools-form" onSubmit={(event) => void send(event)}>
        <label htmlFor={ids.endpoint}>{t('apiConsole.endpoint')}</label>
        <input
          id={ids.endpoint}
          list={ids.list}
          value={endpoint}
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="notes/timeline"
          onChange={(event) => void chooseEndpoint(event.target.value)}
        />
        <datalist id={ids.list}>
          {names.status === 'ready' && names.data.map((name) => <option key={name} value={name} />)}
        </datalist>
        <label htmlFor={ids.body}>{t('apiConsole.params')}</label>
        <textarea
          id={ids.body}
          className="tools-code"
          rows={8}
          spellCheck={false}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <label className="tools-check" htmlFor={ids.credential}>
          <input
            id={ids.credential}
            type="checkbox"
            checked={withCredential}
            onChange={(event) => setWithCredential(event.target.checked)}
          />
          {t('apiConsole.withCredential')}
        </label>
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={busy || !endpoint.trim()}>
            {t('apiConsole.send')}
          </button>
        </div>
      </form>
      {answer && (
        <section aria-label={t('apiConsole.answer')} className="tools-answer">
          <h2>
            {t(answer.ok ? 'apiConsole.ok' : 'apiConsole.failed')}{' '}
            <small>{t('apiConsole.took', { ms: String(Math.round(answer.ms)) })}</small>
          </h2>
          <pre className={answer.ok ? 'input tools-code' : 'input tools-code tools-error'}>{answer.text}</pre>
        </section>
      )}
    </section>
  );
}
