import { useExtensionStrings } from '@tessera/sdk';
import { useId, useState } from 'react';
import { CodeEditor } from '../scratchpad/CodeEditor';

/** A widget's script (and, for the button, its label) being edited; saved as the widget's settings. */
export function WidgetScriptSettings({
  script,
  label,
  onSave,
  onCancel,
}: {
  script: string;
  /** The button widget's label; undefined for widgets without one. */
  label?: string;
  onSave(values: { script: string; label?: string }): void;
  onCancel(): void;
}) {
  const t = useExtensionStrings('aiscript');
  const [code, setCode] = useState(script);
  const [text, setText] = useState(label ?? '');
  const labelId = useId();
  return (
    <form
      className="widget-script-settings"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(label === undefined ? { script: code } : { script: code, label: text });
      }}
    >
      {label !== undefined && (
        <>
          <label htmlFor={labelId}>{t('widget.buttonLabel')}</label>
          <input id={labelId} value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
        </>
      )}
      <CodeEditor label={t('widget.script')} value={code} onChange={setCode} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button primary">
          {t('save')}
        </button>
      </div>
    </form>
  );
}
