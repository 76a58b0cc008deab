import './switch.css';

/** An on/off switch (ARIA role switch) whose accessible name is its label. */
export function Switch({
  label,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onChange(value: boolean): void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      className={checked ? 'switch-button on' : 'switch-button'}
      onClick={() => onChange(!checked)}
    >
      <span className="switch-thumb" />
    </button>
  );
}

/** A settings row: the label on one side, its switch on the other. */
export function SwitchRow(props: Parameters<typeof Switch>[0]) {
  return (
    <div className="settings-row">
      <span>{props.label}</span>
      <Switch {...props} />
    </div>
  );
}
