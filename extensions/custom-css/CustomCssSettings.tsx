import { useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import { applyCustomCss, saveCustomCss, savedCustomCss } from './custom-css';

/**
 * Settings > Custom CSS: styles of one's own over the theme, on this device. Applied at once as
 * a stylesheet (never as script); ?safemode=true in the address starts without it.
 */
export default function CustomCssSettings() {
  const t = useExtensionStrings('custom-css');
  const host = useHost();
  const [css, setCss] = useState(() => savedCustomCss(host.preferences));
  const [stored, setStored] = useState(() => savedCustomCss(host.preferences));
  const id = useId();
  const hintId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!applyCustomCss(css)) {
      void host.modals.dialog({ type: 'error', title: t('title'), text: t('unreadable') });
      return;
    }
    saveCustomCss(host.preferences, css);
    setStored(css);
    host.modals.toast(t('applied'));
  };

  return (
    <section className="page-card settings-panel" aria-labelledby="custom-css-title">
      <h1 id="custom-css-title">{t('title')}</h1>
      <form onSubmit={save} aria-labelledby="custom-css-title">
        <div className="form-field">
          <label htmlFor={id}>{t('label')}</label>
          <textarea
            id={id}
            className="code-input"
            rows={14}
            spellCheck={false}
            value={css}
            aria-describedby={hintId}
            onChange={(event) => setCss(event.target.value)}
          />
          <p id={hintId} className="form-hint">
            {t('hint')}
          </p>
        </div>
        <div className="form-actions">
          <button
            type="button"
            className="button"
            disabled={stored === ''}
            onClick={() => {
              setCss('');
              saveCustomCss(host.preferences, '');
              setStored('');
              applyCustomCss('');
              host.modals.toast(t('removed'));
            }}
          >
            {t('remove')}
          </button>
          <button type="submit" className="button primary" disabled={css === stored}>
            {t('apply')}
          </button>
        </div>
      </form>
    </section>
  );
}
