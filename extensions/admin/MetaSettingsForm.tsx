import { useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId } from 'react';
import { SaveBar, SwitchSetting, TextSetting } from './MetaFields';
import { type MetaKey, useMetaForm } from './use-meta-form';

/** One setting of a settings form: its key in admin/meta, and how it is edited. */
export type MetaField =
  | { key: MetaKey; kind: 'switch' | 'text' | 'url' | 'email' | 'password' | 'number' | 'multiline' }
  | { key: MetaKey; kind: 'select'; options: readonly string[] };

type Meta = entities.AdminMetaResponse;

/**
 * A control panel form over some of the server's settings, drawn from a list of fields: each
 * labelled `settingsField.{key}`, with `settingsField.{key}.{option}` for a choice's options.
 */
export function MetaSettingsForm({ fields, intro }: { fields: readonly MetaField[]; intro?: string }) {
  const t = useExtensionStrings('admin');
  const label = (key: string) => t(`settingsField.${key}`);
  const { draft, set, save, dirty, saving, error } = useMetaForm(
    fields.map((f) => f.key),
    label,
  );
  if (error) return <p role="alert">{error}</p>;
  if (!draft) return <p role="status">{t('loading')}</p>;
  const value = (key: MetaKey) => (draft as Record<string, unknown>)[key];
  const change = (key: MetaKey, v: unknown) => set(key, v as Meta[typeof key]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {intro && <p className="form-hint">{intro}</p>}
      {fields.map((field) => {
        const current = value(field.key);
        switch (field.kind) {
          case 'switch':
            return (
              <SwitchSetting
                key={field.key}
                label={label(field.key)}
                value={current === true}
                onChange={(v) => change(field.key, v)}
              />
            );
          case 'number':
            return (
              <NumberField
                key={field.key}
                label={label(field.key)}
                value={current}
                onChange={(v) => change(field.key, v)}
              />
            );
          case 'select':
            return (
              <SelectField
                key={field.key}
                label={label(field.key)}
                value={String(current)}
                options={field.options.map((o) => ({ value: o, text: t(`settingsField.${field.key}.${o}`) }))}
                onChange={(v) => change(field.key, v)}
              />
            );
          default:
            return (
              <TextSetting
                key={field.key}
                label={label(field.key)}
                multiline={field.kind === 'multiline'}
                type={field.kind === 'multiline' || field.kind === 'text' ? 'text' : field.kind}
                value={typeof current === 'string' ? current : null}
                onChange={(v) => change(field.key, v)}
              />
            );
        }
      })}
      <SaveBar dirty={dirty} saving={saving} save={() => void save()} />
    </form>
  );
}

function NumberField({ label, value, onChange }: { label: string; value: unknown; onChange(v: number | null): void }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      />
    </div>
  );
}

function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; text: string }[];
  onChange(v: string): void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
}
