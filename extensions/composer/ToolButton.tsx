import { Icon } from '@tessera/sdk';
import type { MouseEvent } from 'react';

/** A footer tool of the post form: an icon button with its name for screen readers and a tooltip. */
export function ToolButton({
  icon,
  label,
  onClick,
  pressed,
}: {
  icon: string;
  label: string;
  onClick(event: MouseEvent<HTMLButtonElement>): void;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      className={pressed ? 'post-form-tool active' : 'post-form-tool'}
      onClick={onClick}
      title={label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
    >
      <Icon name={icon} label={label} size={18} />
    </button>
  );
}
