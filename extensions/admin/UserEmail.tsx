import { useExtensionStrings, useHost } from '@tessera/sdk';
import { useId, useState } from 'react';

/**
 * Writing to an account's email address from its page (admin/send-email), through the server's
 * own mail. Shown only for an account with an address; the text is sent as plain text.
 */
export function UserEmail({ address }: { address: string }) {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const ids = { subject: useId(), text: useId() };
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await host.apiWithDialog('admin/send-email', { to: address, subject: subject.trim(), text });
      setSubject('');
      setText('');
    } catch {
      // The dialog said why; what was written stays.
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-labelledby="admin-user-email">
      <h2 id="admin-user-email">{t('user.sendEmail')}</h2>
      <p className="form-hint">{t('user.sendEmailHint', { address })}</p>
      <div className="form-field">
        <label htmlFor={ids.subject}>{t('user.emailSubject')}</label>
        <input id={ids.subject} maxLength={1024} value={subject} onChange={(e) => setSubject(e.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor={ids.text}>{t('user.emailText')}</label>
        <textarea id={ids.text} maxLength={65536} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <button
        type="button"
        className="button"
        disabled={sending || subject.trim() === '' || text.trim() === ''}
        onClick={() => void send()}
      >
        {t('user.emailSend')}
      </button>
    </section>
  );
}
