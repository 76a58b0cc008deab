import { type TesseraHost, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId, useState } from 'react';
import '@tessera/sdk/forms.css';
import './report-form.css';

/** Misskey's limit on a report's comment. */
const MAX_COMMENT = 2048;

/** Opens the report form for a user (and the note it is about); resolves once sent or closed. */
export async function reportUser(host: TesseraHost, user: entities.UserLite, noteUrl: string | null): Promise<void> {
  const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
  const title = host.i18n.t('abuse-report.title', { user: acct });
  const sent = await host.modals.open<boolean>(
    (close) => <ReportForm title={title} user={user} noteUrl={noteUrl} done={close} />,
    'dialog',
    { label: title },
  );
  if (sent) host.modals.toast(host.i18n.t('abuse-report.sent'));
}

function ReportForm({
  title,
  user,
  noteUrl,
  done,
}: {
  title: string;
  user: entities.UserLite;
  noteUrl: string | null;
  done(sent: boolean | undefined): void;
}) {
  const t = useExtensionStrings('abuse-report');
  const host = useHost();
  const fieldId = useId();
  // A report about a note starts with its address, as Misskey's does.
  const [comment, setComment] = useState(noteUrl ? `${t('noteLine', { url: noteUrl })}\n-----\n` : '');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await host.apiWithDialog('users/report-abuse', { userId: user.id, comment: comment.trim() });
      done(true);
    } catch {
      // The dialog said why; the comment stays for another try.
      setSending(false);
    }
  };
  return (
    <form
      className="form-dialog report-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h2>{title}</h2>
      <p className="form-hint">{t('explain')}</p>
      <div className="form-field">
        <label htmlFor={fieldId}>{t('comment')}</label>
        <textarea
          id={fieldId}
          required
          maxLength={MAX_COMMENT}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={() => done(false)}>
          {t('cancel')}
        </button>
        <button type="submit" className="button danger" disabled={sending || comment.trim() === ''}>
          {t('send')}
        </button>
      </div>
    </form>
  );
}
