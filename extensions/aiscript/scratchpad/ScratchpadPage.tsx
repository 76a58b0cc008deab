import { useExtensionStrings, useHost } from '@tessera/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { ScriptUi } from '../ui/ScriptUi';
import { useScriptRunner } from '../use-script-runner';
import { CodeEditor } from './CodeEditor';
import { ScriptConsole } from './ScriptConsole';
import '../aiscript.css';

const SAMPLE = '/// @ 1.2.1\n\n<: "Hello, world!"\n';

/** Misskey's test for the achievement: the letters of "hello world", whatever the case and punctuation. */
const saysHelloWorld = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '') === 'helloworld';

/**
 * /scratchpad: write AiScript and run it, with its output, its errors and what it draws with
 * `Ui:`. The code is kept on this device across reloads; it runs in a worker, so an endless loop
 * is stopped without the page freezing.
 */
export default function ScratchpadPage() {
  const t = useExtensionStrings('aiscript');
  const host = useHost();
  const [code, setCode] = useState(() => host.preferences.get('aiscript.scratchpad') ?? SAMPLE);
  // The code is the person's own: it calls the API with their token, as Misskey's scratchpad does.
  const { session, run, stop } = useScriptRunner({
    storageKey: 'scratchpad',
    origin: { kind: 'own' },
    onPrint: (text) => {
      if (saysHelloWorld(text)) host.events.emit('aiscript.helloWorld', {});
    },
  });
  const saved = useRef(code);
  const titleId = useId();

  useEffect(() => {
    if (saved.current === code) return;
    const timer = setTimeout(() => {
      host.preferences.set('aiscript.scratchpad', code);
      saved.current = code;
    }, 300);
    return () => clearTimeout(timer);
  }, [code, host]);

  const running = session?.state === 'running';
  return (
    <section className="page-card scratchpad" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('scratchpad.title')}</h1>
      <p className="form-hint">{t('scratchpad.hint')}</p>
      <CodeEditor label={t('scratchpad.code')} value={code} onChange={setCode} onRun={() => void run(code)} />
      <div className="form-actions">
        {running && (
          <button type="button" className="button" onClick={stop}>
            {t('scratchpad.stop')}
          </button>
        )}
        <button type="button" className="button primary" onClick={() => void run(code)}>
          {t('scratchpad.run')}
        </button>
      </div>
      {session && session.components.size > 1 && (
        <section className="scratchpad-ui" aria-label={t('scratchpad.ui')}>
          <ScriptUi components={session.components} call={(handler, args) => void session.call(handler, args)} />
        </section>
      )}
      <ScriptConsole label={t('scratchpad.output')} lines={session?.console ?? []} empty={t('scratchpad.noOutput')} />
    </section>
  );
}
