import { isSafeUrl, SwitchRow, useExtensionStrings } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import { WEBHOOK_EVENTS, type WebhookEvent } from './events';

/** What the form edits. */
export interface WebhookDraft {
  name: string;
  url: string;
  secret: string;
  on: WebhookEvent[];
  active: boolean;
}

/**
 * A webhook's name, URL, secret, events and whether it is on. A URL that is not http(s) or no
 * event chosen is named before anything is sent; a refused save keeps what was typed.
 */
export function WebhookForm(props: {
  initial: WebhookDraft;
  title: string;
  submitLabel: string;
  onSubmit(draft: WebhookDraft): Promise<boolean>;
  onCancel(): void;
}) {
  const t = useExtensionStrings('webhooks');
  const [draft, setDraft] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);
  const ids = { name: useId(), url: useId(), secret: useId(), urlError: useId(), events: useId() };
  const urlBad = checked && !isSafeUrl(draft.url);
  const eventsBad = checked && draft.on.length === 0;
  const change = (patch: Partial<WebhookDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!isSafeUrl(draft.url) || draft.on.length === 0) return;
    setBusy(true);
    try {
      await props.onSubmit(draft);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="webhook-form" aria-label={props.title} onSubmit={(event) => void submit(event)}>
      <h2>{props.title}</h2>
      <div className="form-field">
        <label htmlFor={ids.name}>{t('name')}</label>
        <input
          id={ids.name}
          required
          maxLength={100}
          value={draft.name}
          onChange={(e) => change({ name: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={ids.url}>{t('url')}</label>
        <input
          id={ids.url}
          type="url"
          required
          maxLength={1024}
          inputMode="url"
          value={draft.url}
          aria-invalid={urlBad || undefined}
          aria-describedby={urlBad ? ids.urlError : undefined}
          onChange={(e) => change({ url: e.target.value })}
        />
        {urlBad && (
          <p id={ids.urlError} className="form-error">
            {t('badUrl')}
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={ids.secret}>{t('secret')}</label>
        <input
          id={ids.secret}
          type="password"
          autoComplete="off"
          maxLength={1024}
          value={draft.secret}
          onChange={(e) => change({ secret: e.target.value })}
        />
        <p className="form-hint">{t('secretHint')}</p>
      </div>
      <fieldset className="webhook-events" aria-describedby={eventsBad ? ids.events : undefined}>
        <legend>{t('events')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="webhook-event">
            <input
              type="checkbox"
              checked={draft.on.includes(event)}
              onChange={(e) =>
                change({ on: e.target.checked ? [...draft.on, event] : draft.on.filter((x) => x !== event) })
              }
            />
            {t(`event.${event}`)}
          </label>
        ))}
        {eventsBad && (
          <p id={ids.events} className="form-error">
            {t('noEvents')}
          </p>
        )}
      </fieldset>
      <SwitchRow label={t('active')} checked={draft.active} onChange={(active) => change({ active })} />
      <div className="form-actions">
        <button type="button" className="button" onClick={props.onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button primary" disabled={busy}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
