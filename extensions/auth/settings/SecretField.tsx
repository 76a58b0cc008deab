import { useId } from 'react';

/**
 * A labelled input for a password or a one-time code, with the error that keeps its form from
 * being sent, if any.
 */
export function SecretField(props: {
  label: string;
  autoComplete: 'current-password' | 'new-password' | 'one-time-code';
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: string;
}) {
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const code = props.autoComplete === 'one-time-code';
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={code ? 'text' : 'password'}
        autoComplete={props.autoComplete}
        spellCheck={code ? false : undefined}
        required
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.hint && (
        <p id={hintId} className="form-hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="form-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
