import { Switch, useExtensionStrings } from '@tessera/sdk';
import { useId } from 'react';

/** A text setting of the server (a line, or several with `multiline`); empty means none (null). */
export function TextSetting({
  label,
  value,
  onChange,
  multiline = false,
  type = 'text',
}: {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  multiline?: boolean;
  type?: 'text' | 'url' | 'email' | 'password';
}) {
  const id = useId();
  const change = (text: string) => onChange(text === '' ? null : text);
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} value={value ?? ''} onChange={(e) => change(e.target.value)} />
      ) : (
        <input id={id} type={type} value={value ?? ''} onChange={(e) => change(e.target.value)} />
      )}
    </div>
  );
}

/** A list setting edited one entry per line (words, names, hosts, rules). */
export function ListSetting({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: readonly string[];
  onChange(value: string[]): void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value.join('\n')}
        onChange={(e) =>
          onChange(e.target.value.split('\n').filter((line, i, all) => line.trim() !== '' || i === all.length - 1))
        }
        onBlur={(e) =>
          onChange(
            e.target.value
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean),
          )
        }
      />
      {hint && <p className="form-hint">{hint}</p>}
    </div>
  );
}

/** A switch setting, its label beside it. */
export function SwitchSetting({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean;
  onChange(v: boolean): void;
}) {
  return (
    <div className="settings-row">
      <span>{label}</span>
      <Switch label={label} checked={value} onChange={onChange} />
    </div>
  );
}

/** The save button and what the form is waiting for. */
export function SaveBar({ dirty, saving, save }: { dirty: boolean; saving: boolean; save(): void }) {
  const t = useExtensionStrings('admin');
  return (
    <div className="admin-save-bar">
      <button type="button" className="button primary" disabled={!dirty || saving} onClick={save}>
        {t('save')}
      </button>
      {dirty && <span className="form-hint">{t('unsaved')}</span>}
    </div>
  );
}
