import { useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { useState } from 'react';
import ScriptPlayer from '../ScriptPlayer';
import { WidgetScriptSettings } from './WidgetScriptSettings';
import '../aiscript.css';

const DEFAULT_SCRIPT = `/// @ 1.2.1
let now = Ui:C:text({ text: Date:year().to_str() })
Ui:render([now])
`;

/** The person's own script, written in the widget's settings: it runs with their token, as in Misskey. */
const OWN = { kind: 'own' } as const;

/** The AiScript app widget: a script's `Ui:` drawn in the column, run as the widget shows. */
export default function AiScriptAppWidget({ settings, updateSettings }: WidgetProps) {
  const t = useExtensionStrings('aiscript');
  const [editing, setEditing] = useState(false);
  const script = typeof settings.script === 'string' ? settings.script : DEFAULT_SCRIPT;
  return (
    <div className="aiscript-app-widget">
      <div className="aiscript-app-widget-head">
        <h2 className="widget-title">{t('widget.aiscriptApp')}</h2>
        <button type="button" className="button" aria-pressed={editing} onClick={() => setEditing(!editing)}>
          {t('widget.settings')}
        </button>
      </div>
      {editing ? (
        <WidgetScriptSettings
          script={script}
          onCancel={() => setEditing(false)}
          onSave={(values) => {
            updateSettings({ ...settings, script: values.script });
            setEditing(false);
          }}
        />
      ) : (
        <ScriptPlayer key={script} source={script} storageKey="widget" origin={OWN} autoRun compact />
      )}
    </div>
  );
}
