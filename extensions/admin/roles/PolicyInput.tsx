import { Switch, useExtensionStrings } from '@tessera/sdk';
import { useId } from 'react';

/** A policy's value: a switch, a number, a list of words, or chat's three states. */
export type PolicyValue = boolean | number | string | string[];

const CHAT = ['available', 'readonly', 'unavailable'] as const;

/**
 * The editor of one role policy, chosen by the kind of its value (a switch for yes or no, a
 * number field, a line per entry for lists, the three chat states); its label is the policy's name.
 */
export function PolicyInput({
  name,
  value,
  onChange,
  disabled = false,
}: {
  name: string;
  value: PolicyValue;
  onChange(value: PolicyValue): void;
  disabled?: boolean;
}) {
  const t = useExtensionStrings('admin');
  const id = useId();
  const label = t(`policies.${name}`);
  if (typeof value === 'boolean') {
    return <Switch label={label} checked={value} disabled={disabled} onChange={onChange} />;
  }
  if (typeof value === 'number') {
    return (
      <input
        id={id}
        aria-label={label}
        type="number"
        className="input admin-policy-number"
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(Number(e.target.value) || 0)}
      />
    );
  }
  if (Array.isArray(value)) {
    return (
      <textarea
        aria-label={label}
        className="input"
        disabled={disabled}
        value={value.join('\n')}
        onChange={(e) => onChange(e.target.value.split('\n'))}
        onBlur={(e) =>
          onChange(
            e.target.value
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean),
          )
        }
      />
    );
  }
  return (
    <select
      aria-label={label}
      className="input"
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {CHAT.map((state) => (
        <option key={state} value={state}>
          {t(`policies.chat.${state}`)}
        </option>
      ))}
    </select>
  );
}
