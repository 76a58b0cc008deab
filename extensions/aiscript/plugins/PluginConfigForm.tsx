import { Switch, useExtensionStrings } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import type { InstalledPlugin } from '../api';
import { pluginConfigValues } from './plugin-config';

/**
 * The settings form a plugin's `config` metadata describes: text, number and on/off fields
 * (other kinds as text), each with its label and description. Saving restarts the plugin.
 */
export function PluginConfigForm({
  plugin,
  onSave,
  onCancel,
}: {
  plugin: InstalledPlugin;
  onSave(values: Record<string, unknown>): void;
  onCancel(): void;
}) {
  const t = useExtensionStrings('aiscript');
  const [values, setValues] = useState(() => pluginConfigValues(plugin));
  const titleId = useId();
  const baseId = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };
  return (
    <form className="plugin-config" aria-labelledby={titleId} onSubmit={save}>
      <h2 id={titleId}>{t('plugins.configOf', { name: plugin.name })}</h2>
      {Object.entries(plugin.config ?? {}).map(([key, field]) => {
        const id = `${baseId}-${key}`;
        const label = field.label ?? key;
        const value = values[key];
        const set = (next: unknown) => setValues((current) => ({ ...current, [key]: next }));
        return (
          <div key={key} className="form-field">
            {field.type === 'boolean' ? (
              <div className="plugin-config-switch">
                <span>{label}</span>
                <Switch label={label} checked={value === true} onChange={set} />
              </div>
            ) : (
              <>
                <label htmlFor={id}>{label}</label>
                <input
                  id={id}
                  type={field.type === 'number' ? 'number' : 'text'}
                  value={value === null || value === undefined ? '' : String(value)}
                  onChange={(event) => set(field.type === 'number' ? Number(event.target.value) : event.target.value)}
                />
              </>
            )}
            {field.description && <p className="form-hint">{field.description}</p>}
          </div>
        );
      })}
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
