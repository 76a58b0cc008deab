import { useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { useId, useState } from 'react';
import { ScriptConsole } from '../scratchpad/ScriptConsole';
import { useScriptRunner } from '../use-script-runner';
import '../aiscript.css';

const DEFAULT_SCRIPT = '/// @ 1.2.1\n<: "Hello from AiScript"\n';

/** The AiScript console widget: a snippet kept in the widget's settings, run with its output below. */
export default function AiScriptWidget({ settings, updateSettings }: WidgetProps) {
  const t = useExtensionStrings('aiscript');
  const saved = typeof settings.script === 'string' ? settings.script : DEFAULT_SCRIPT;
  // Typing stays in the widget; the settings (a synced preference) are written on run or leaving.
  const [script, setScript] = useState(saved);
  const keep = () => script !== saved && updateSettings({ ...settings, script });
  const { session, run } = useScriptRunner({ storageKey: 'widget', origin: { kind: 'own' } });
  const id = useId();
  return (
    <div className="aiscript-widget">
      <h2 className="widget-title">{t('widget.aiscript')}</h2>
      <label htmlFor={id} className="visually-hidden">
        {t('widget.script')}
      </label>
      <textarea
        id={id}
        className="aiscript-widget-code"
        rows={4}
        spellCheck={false}
        value={script}
        onChange={(event) => setScript(event.target.value)}
        onBlur={keep}
      />
      <button
        type="button"
        className="button primary"
        onClick={() => {
          keep();
          void run(script);
        }}
      >
        {t('scratchpad.run')}
      </button>
      {session && <ScriptConsole label={t('scratchpad.output')} lines={session.console} empty={t('player.logEmpty')} />}
    </div>
  );
}
