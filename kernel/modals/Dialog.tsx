import type { DialogOptions, DialogResult, I18n } from '@tessera/sdk';
import { Icon } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';

/** The text input's problem, if any (spec 001 section 5: 'charactersBelow', 'charactersExceeded'). */
export function inputProblem(value: string, input: DialogOptions['input'], i18n: I18n): string | null {
  if (!input) return null;
  if (input.minLength !== undefined && value.length < input.minLength) {
    return i18n.t('kernel.charactersBelow', { current: value.length, min: input.minLength });
  }
  if (input.maxLength !== undefined && value.length > input.maxLength) {
    return i18n.t('kernel.charactersExceeded', { current: value.length, max: input.maxLength });
  }
  return null;
}

const ICONS = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'error',
  question: 'question',
  waiting: 'spinner',
} as const;

/** A dialog of any kind: message, question, text input, select, or custom actions. */
export function Dialog({
  options,
  i18n,
  done,
}: {
  options: DialogOptions;
  i18n: I18n;
  done(result: DialogResult): void;
}) {
  const titleId = useId();
  const textId = useId();
  const [value, setValue] = useState(
    options.input?.default ?? options.select?.default ?? options.select?.items[0]?.value ?? '',
  );
  const problem = inputProblem(value, options.input, i18n);
  const type = options.type ?? 'info';
  const showCancel =
    options.showCancel ?? (type === 'question' || options.input !== undefined || options.select !== undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return; // Enter submits only a valid value
    done({ canceled: false, result: options.input || options.select ? value : undefined });
  };

  const groups = groupItems(options.select?.items ?? []);
  return (
    <form
      className={`dialog dialog-${type}`}
      onSubmit={submit}
      aria-labelledby={options.title ? titleId : undefined}
      aria-describedby={options.text ? textId : undefined}
    >
      <div className="dialog-icon" aria-hidden="true">
        <Icon name={ICONS[type]} />
      </div>
      {options.title && (
        <h2 id={titleId} className="dialog-title">
          {options.title}
        </h2>
      )}
      {options.text && (
        <p id={textId} className="dialog-text">
          {options.text}
        </p>
      )}
      {options.input && (
        <label className="dialog-field">
          <span className="visually-hidden">{options.input.placeholder ?? options.title ?? options.text ?? ''}</span>
          <input
            data-autofocus
            type={options.input.type ?? 'text'}
            value={value}
            placeholder={options.input.placeholder}
            autoComplete={options.input.autocomplete}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={problem !== null}
          />
          {problem && (
            <span className="dialog-problem" role="alert">
              {problem}
            </span>
          )}
        </label>
      )}
      {options.select && (
        <label className="dialog-field">
          <span className="visually-hidden">{options.title ?? options.text ?? ''}</span>
          <select data-autofocus value={value} onChange={(e) => setValue(e.target.value)}>
            {groups.map(([group, items]) =>
              group ? (
                <optgroup key={group} label={group}>
                  {items.map((item) => (
                    <option key={item.value} value={item.value}>
                      {item.text}
                    </option>
                  ))}
                </optgroup>
              ) : (
                items.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.text}
                  </option>
                ))
              ),
            )}
          </select>
        </label>
      )}
      {type !== 'waiting' && (
        <div className="dialog-buttons">
          {options.actions ? (
            options.actions.map((action) => (
              <button
                key={action.value}
                type="button"
                className={action.primary ? 'button primary' : action.danger ? 'button danger' : 'button'}
                onClick={() => done({ canceled: false, result: action.value })}
              >
                {action.text}
              </button>
            ))
          ) : (
            <button
              type="submit"
              className="button primary"
              disabled={problem !== null}
              data-autofocus={!options.input && !options.select ? true : undefined}
            >
              {options.okText ?? i18n.t('kernel.ok')}
            </button>
          )}
          {showCancel && (
            <button type="button" className="button" onClick={() => done({ canceled: true })}>
              {options.cancelText ?? i18n.t('kernel.cancel')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}

function groupItems<T extends { group?: string }>(items: readonly T[]): [string | undefined, T[]][] {
  const groups: [string | undefined, T[]][] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last[0] === item.group) last[1].push(item);
    else groups.push([item.group, [item]]);
  }
  return groups;
}
