import { Mfm, useExtensionStrings } from '@tessera/sdk';
import { useId, useState } from 'react';
import '@tessera/sdk/forms.css';
import './tools.css';

const SAMPLE = 'Hello **world**! $[tada 🎉] :misskey: #tessera';

/** /preview: type MFM and see it drawn as a note draws it. */
export default function PreviewPage() {
  const t = useExtensionStrings('tools');
  const [text, setText] = useState(SAMPLE);
  const id = useId();
  return (
    <section className="page-card tools-page form-controls" aria-labelledby="preview-title">
      <h1 id="preview-title">{t('preview.title')}</h1>
      <label htmlFor={id}>{t('preview.text')}</label>
      <textarea
        id={id}
        className="tools-code"
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <section aria-label={t('preview.result')} className="tools-preview">
        <Mfm text={text} />
      </section>
    </section>
  );
}
