import { useExtensionStrings, useHost, type WidgetProps } from '@tessera/sdk';
import { useState } from 'react';
import { useScriptRunner } from '../use-script-runner';
import { WidgetScriptSettings } from './WidgetScriptSettings';
import '../aiscript.css';

const DEFAULT_SCRIPT = '/// @ 1.2.1\nMk:dialog("Hello", "Hello, world!")\n';

/** The button widget: one button that runs a short script (Mk:dialog, Mk:api, …) each time it is pressed. */
export default function ButtonWidget({ settings, updateSettings }: WidgetProps) {
  const t = useExtensionStrings('aiscript');
  const host = useHost();
  const [editing, setEditing] = useState(false);
  const script = typeof settings.script === 'string' ? settings.script : DEFAULT_SCRIPT;
  const label = typeof settings.label === 'string' && settings.label ? settings.label : t('widget.buttonDefault');
  // An error the script hits is said in a toast: the widget has no console.
  // The script is the person's own (written in the widget's settings): it runs with their token.
  const { run } = useScriptRunner({
    storageKey: 'widget',
    origin: { kind: 'own' },
    onError: (message) => host.modals.toast(message),
  });
  if (editing) {
    return (
      <WidgetScriptSettings
        script={script}
        label={label}
        onCancel={() => setEditing(false)}
        onSave={(values) => {
          updateSettings({ ...settings, ...values });
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div className="button-widget">
      <button type="button" className="button primary button-widget-run" onClick={() => void run(script)}>
        {label}
      </button>
      <button
        type="button"
        className="button button-widget-settings"
        aria-label={t('widget.settingsOf', { name: label })}
        onClick={() => setEditing(true)}
      >
        {t('widget.settings')}
      </button>
    </div>
  );
}
