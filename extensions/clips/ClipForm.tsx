import { SwitchRow, useExtensionStrings } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';

/** What a person sets on a clip. */
export interface ClipFields {
  name: string;
  description: string;
  isPublic: boolean;
}

/** The clip form in a dialog: name (required), description and public, with Save and Cancel. */
export function ClipForm({
  title,
  initial,
  done,
}: {
  title: string;
  initial: ClipFields;
  done(fields: ClipFields | undefined): void;
}) {
  const t = useExtensionStrings('clips');
  const id = useId();
  const [fields, setFields] = useState(initial);
  const name = fields.name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name) done({ ...fields, name, description: fields.description.trim() });
  };
  return (
    <form className="clip-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`}>{title}</h2>
      <label htmlFor={`${id}-name`}>{t('name')}</label>
      <input
        id={`${id}-name`}
        // biome-ignore lint/a11y/noAutofocus: the dialog opens to be typed in.
        autoFocus
        required
        maxLength={100}
        value={fields.name}
        onChange={(e) => setFields({ ...fields, name: e.target.value })}
      />
      <label htmlFor={`${id}-description`}>{t('descriptionLabel')}</label>
      <textarea
        id={`${id}-description`}
        rows={3}
        maxLength={2048}
        value={fields.description}
        onChange={(e) => setFields({ ...fields, description: e.target.value })}
      />
      <SwitchRow
        label={t('public')}
        checked={fields.isPublic}
        onChange={(isPublic) => setFields({ ...fields, isPublic })}
      />
      <p className="clip-form-hint">{fields.isPublic ? t('publicHint') : t('privateHint')}</p>
      <footer>
        <button type="button" className="button" onClick={() => done(undefined)}>
          {t('cancel')}
        </button>
        <button type="submit" className="button primary" disabled={!name}>
          {t('save')}
        </button>
      </footer>
    </form>
  );
}
