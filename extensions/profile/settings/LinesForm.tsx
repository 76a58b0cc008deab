import { useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import type { ParsedLines } from './muted-words';

/**
 * A text area of one entry a line (muted words, muted servers), saved with a button. A line that
 * cannot be read is named before anything is sent, and a refused save keeps what was typed.
 */
export function LinesForm<T>(props: {
  title: string;
  hint: string;
  stored: string;
  parse(source: string): ParsedLines<T>;
  save(value: T): Promise<void>;
}) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const [text, setText] = useState(props.stored);
  const [badLine, setBadLine] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.parse(text);
    if (!parsed.ok) {
      setBadLine(parsed.line);
      return;
    }
    setBadLine(null);
    setBusy(true);
    try {
      await props.save(parsed.value);
      host.modals.toast(t('settings.linesSaved', { title: props.title }));
    } catch (error) {
      const { title, text: message } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="lines-form" aria-label={props.title} onSubmit={(event) => void submit(event)}>
      <h2 id={id}>{props.title}</h2>
      <div className="form-field">
        <textarea
          aria-labelledby={id}
          rows={5}
          spellCheck={false}
          value={text}
          aria-invalid={badLine !== null || undefined}
          aria-describedby={badLine !== null ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={hintId} className="form-hint">
          {props.hint}
        </p>
        {badLine !== null && (
          <p id={errorId} className="form-error" role="alert">
            {t('settings.badLine', { line: badLine })}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy || text === props.stored}>
          {t('settings.save')}
        </button>
      </div>
    </form>
  );
}
