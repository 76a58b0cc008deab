import type { ReactNode } from 'react';
import type { CounterLevel } from './post-rules';

/** A one-line field of the form, named for screen readers, with suggestions if given. */
export function TextField({
  id,
  label,
  className,
  value,
  placeholder,
  onChange,
  disabled = false,
  suggestions,
  children,
}: {
  id: string;
  label: string;
  className: string;
  value: string;
  placeholder: string;
  onChange(value: string): void;
  disabled?: boolean;
  suggestions?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <div className="post-form-field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className={`post-form-input ${className}`}
        dir="auto"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        {...(suggestions ? { list: `${id}-suggestions` } : {})}
      />
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      {children}
    </div>
  );
}

/** A remaining-characters counter (spec 000 section 5), shown only when its rule says so. */
export function Counter({ count, label }: { count: { remaining: number; level: CounterLevel }; label: string }) {
  if (count.level === 'hidden') return null;
  return (
    <output className={`post-form-counter counter-${count.level}`} aria-label={label}>
      {count.remaining}
    </output>
  );
}
