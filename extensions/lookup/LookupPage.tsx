import { type PageProps, useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { lookUp } from './lookup';

/** /lookup (?q= fills and runs it, as remote-follow links do): the lookup as a page. */
export default function LookupPage({ params }: PageProps) {
  const t = useExtensionStrings('lookup');
  const host = useHost();
  const id = useId();
  const [text, setText] = useState(params.q ?? '');
  const [nowhere, setNowhere] = useState(false);
  const ran = useRef<string | null>(null);
  useEffect(() => {
    const q = params.q;
    if (!q || ran.current === q) return;
    ran.current = q;
    void lookUp(host, q).then((went) => setNowhere(!went));
  }, [params.q, host]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNowhere(!(await lookUp(host, text)));
  };
  return (
    <section className="page-card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('title')}</h1>
      <form onSubmit={submit} className="lookup-form">
        <label htmlFor={`${id}-q`}>{t('placeholder')}</label>
        <input id={`${id}-q`} type="text" maxLength={2048} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="button primary">
          {t('go')}
        </button>
      </form>
      {nowhere && <p role="alert">{t('nowhere')}</p>}
    </section>
  );
}
