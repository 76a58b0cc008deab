import { Icon, useExtensionStrings } from '@tessera/sdk';
import { useId } from 'react';
import { filledChoices, MAX_POLL_CHOICES, MIN_POLL_CHOICES, type PollDraft } from './post-rules';

const UNITS = ['second', 'minute', 'hour', 'day'] as const;

/**
 * The poll editor (spec 000 sections 2 and 5): 2 to 10 choices (adding stops at 10, a warning
 * under 2), multiple answers, and expiry: never, at a date and time (tomorrow 00:00 by
 * default), or after an amount (at least 1) of seconds, minutes, hours or days.
 */
export function PollEditor({ poll, onChange }: { poll: PollDraft; onChange(poll: PollDraft): void }) {
  const t = useExtensionStrings('composer');
  const id = useId();
  const set = (patch: Partial<PollDraft>) => onChange({ ...poll, ...patch });
  const tooFew = filledChoices(poll).length < MIN_POLL_CHOICES;
  return (
    <fieldset className="poll-editor">
      <legend>{t('poll')}</legend>
      {tooFew && (
        <p className="poll-editor-warning" role="status">
          <Icon name="warning" size={16} />
          {t('pollTooFew')}
        </p>
      )}
      <ol className="poll-editor-choices">
        {poll.choices.map((choice, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: choices are edited in place; their place is their identity.
          <li key={index}>
            <input
              className="post-form-input poll-choice-input"
              value={choice}
              aria-label={t('pollChoice', { number: index + 1 })}
              placeholder={t('pollChoice', { number: index + 1 })}
              onChange={(e) => set({ choices: poll.choices.map((c, i) => (i === index ? e.target.value : c)) })}
            />
            <button
              type="button"
              className="icon-button"
              onClick={() => set({ choices: poll.choices.filter((_, i) => i !== index) })}
            >
              <Icon name="close" size={16} label={t('pollRemoveChoice', { number: index + 1 })} />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={poll.choices.length >= MAX_POLL_CHOICES}
        onClick={() => set({ choices: [...poll.choices, ''] })}
      >
        <Icon name="plus" size={16} />
        {t('pollAddChoice')}
      </button>
      <label className="poll-editor-row">
        <input type="checkbox" checked={poll.multiple} onChange={(e) => set({ multiple: e.target.checked })} />
        {t('pollMultiple')}
      </label>
      <div className="poll-editor-row">
        <label htmlFor={`${id}-expiration`}>{t('pollExpiration')}</label>
        <select
          className="post-form-input"
          id={`${id}-expiration`}
          value={poll.expiration}
          onChange={(e) => set({ expiration: e.target.value as PollDraft['expiration'] })}
        >
          <option value="infinite">{t('pollInfinite')}</option>
          <option value="at">{t('pollAt')}</option>
          <option value="after">{t('pollAfter')}</option>
        </select>
        {poll.expiration === 'at' && (
          <input
            type="datetime-local"
            className="post-form-input"
            aria-label={t('pollAtLabel')}
            value={poll.at}
            onChange={(e) => set({ at: e.target.value })}
          />
        )}
        {poll.expiration === 'after' && (
          <>
            <input
              type="number"
              className="post-form-input"
              min={1}
              aria-label={t('pollAmount')}
              value={poll.after}
              onChange={(e) => set({ after: Math.max(1, Number(e.target.value) || 1) })}
            />
            <select
              className="post-form-input"
              aria-label={t('pollUnit')}
              value={poll.unit}
              onChange={(e) => set({ unit: e.target.value as PollDraft['unit'] })}
            >
              {UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`unit.${unit}`)}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
    </fieldset>
  );
}
