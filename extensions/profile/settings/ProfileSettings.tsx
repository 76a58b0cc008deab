import { PROFILE_LANGS } from '@tessera/profile-langs';
import { Mfm, SwitchRow, useAccount, useExtensionStrings, useHost, useI18n } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { ImagePicker } from './ImagePicker';
import { type ProfileDraft, profileChanges, profileDraftOf } from './profile-draft';
import './profile-settings.css';

/** Misskey's limits on a profile's text (i/update's schema). */
const MAX = { name: 50, description: 1500, location: 50, followedMessage: 256, fieldName: 255, fieldValue: 1500 };
/** How many name/value fields a profile shows (Misskey's default role policy). */
const MAX_FIELDS = 16;

/**
 * Settings > Profile: the avatar and banner, the name, the bio with its MFM preview, location,
 * birthday, language, the name/value fields, the message new followers get, and the bot and cat
 * flags. Saved to the server with i/update in one go; a refused value keeps what was typed.
 */
export default function ProfileSettings() {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const account = useAccount();
  const me = account?.info ?? null;
  const [saved, setSaved] = useState<ProfileDraft | null>(() => (me ? profileDraftOf(me) : null));
  const [draft, setDraft] = useState<ProfileDraft | null>(saved);
  const [saving, setSaving] = useState(false);
  if (!me || !draft || !saved) return null;
  const changes = profileChanges(saved, draft);
  const edit = (patch: Partial<ProfileDraft>) => setDraft({ ...draft, ...patch });

  const save = async () => {
    setSaving(true);
    try {
      const updated = await host.api.call('i/update', changes);
      const next = profileDraftOf(updated);
      setSaved(next);
      setDraft(next);
      await host.accounts.refresh();
      host.modals.toast(t('settings.saved'));
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="page-card settings-panel profile-settings" aria-labelledby="profile-settings-title">
      <h1 id="profile-settings-title">{t('settings.title')}</h1>
      <ImagePicker me={me} />
      <TextField label={t('settings.name')} value={draft.name} max={MAX.name} onChange={(name) => edit({ name })} />
      <BioField value={draft.description} onChange={(description) => edit({ description })} />
      <TextField
        label={t('settings.location')}
        value={draft.location}
        max={MAX.location}
        onChange={(location) => edit({ location })}
      />
      <Field label={t('settings.birthday')}>
        {(id) => (
          <input id={id} type="date" value={draft.birthday} onChange={(e) => edit({ birthday: e.target.value })} />
        )}
      </Field>
      <LanguageField value={draft.lang} onChange={(lang) => edit({ lang })} />
      <FieldsEditor fields={draft.fields} onChange={(fields) => edit({ fields })} />
      <TextField
        label={t('settings.followedMessage')}
        hint={t('settings.followedMessageHint')}
        value={draft.followedMessage}
        max={MAX.followedMessage}
        onChange={(followedMessage) => edit({ followedMessage })}
      />
      <SwitchRow label={t('settings.isBot')} checked={draft.isBot} onChange={(isBot) => edit({ isBot })} />
      <SwitchRow label={t('settings.isCat')} checked={draft.isCat} onChange={(isCat) => edit({ isCat })} />
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={saving || Object.keys(changes).length === 0}
          onClick={() => setDraft(saved)}
        >
          {t('settings.discard')}
        </button>
        <button
          type="button"
          className="button primary"
          disabled={saving || Object.keys(changes).length === 0}
          onClick={() => void save()}
        >
          {saving ? t('settings.saving') : t('settings.save')}
        </button>
      </div>
    </section>
  );
}

/** A labelled form field; the control gets the id the label points at. */
function Field({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && <p className="form-hint">{hint}</p>}
    </div>
  );
}

function TextField(props: { label: string; hint?: string; value: string; max: number; onChange(value: string): void }) {
  return (
    <Field label={props.label} {...(props.hint ? { hint: props.hint } : {})}>
      {(id) => (
        <input id={id} value={props.value} maxLength={props.max} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </Field>
  );
}

function BioField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useExtensionStrings('profile');
  return (
    <Field label={t('settings.description')} hint={t('settings.descriptionHint')}>
      {(id) => (
        <>
          <textarea id={id} value={value} maxLength={MAX.description} onChange={(e) => onChange(e.target.value)} />
          {value.trim() && (
            <section className="profile-bio-preview" aria-label={t('settings.preview')}>
              <Mfm text={value} />
            </section>
          )}
        </>
      )}
    </Field>
  );
}

function LanguageField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useExtensionStrings('profile');
  const { locale } = useI18n();
  // Each code by its name in the reader's language, where the browser knows it.
  const options = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      names = null;
    }
    return PROFILE_LANGS.map((code) => {
      let name: string | undefined;
      try {
        name = names?.of(code);
      } catch {
        name = undefined;
      }
      return { code, label: name && name !== code ? `${name} (${code})` : code };
    }).sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
  return (
    <Field label={t('settings.lang')}>
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('settings.langNone')}</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function FieldsEditor({
  fields,
  onChange,
}: {
  fields: readonly entities.UserDetailed['fields'][number][];
  onChange(fields: entities.UserDetailed['fields']): void;
}) {
  const t = useExtensionStrings('profile');
  const set = (index: number, patch: Partial<{ name: string; value: string }>) =>
    onChange(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  return (
    <fieldset className="form-field profile-fields">
      <legend className="form-label">{t('settings.fields')}</legend>
      <p className="form-hint">{t('settings.fieldsHint')}</p>
      {fields.map((field, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
        <div className="profile-field-row" key={index}>
          <input
            aria-label={t('settings.fieldName', { n: index + 1 })}
            value={field.name}
            maxLength={MAX.fieldName}
            onChange={(e) => set(index, { name: e.target.value })}
          />
          <input
            aria-label={t('settings.fieldValue', { n: index + 1 })}
            value={field.value}
            maxLength={MAX.fieldValue}
            onChange={(e) => set(index, { value: e.target.value })}
          />
          <button
            type="button"
            className="button"
            aria-label={t('settings.removeField', { n: index + 1 })}
            onClick={() => onChange(fields.filter((_, i) => i !== index))}
          >
            ×
          </button>
        </div>
      ))}
      {fields.length < MAX_FIELDS && (
        <button type="button" className="button" onClick={() => onChange([...fields, { name: '', value: '' }])}>
          {t('settings.addField')}
        </button>
      )}
    </fieldset>
  );
}
