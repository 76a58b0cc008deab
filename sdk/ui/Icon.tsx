import { ICON_PATHS } from './icons';
import './icon.css';

/** Icons that point along the line of text: drawn mirrored where the text runs right to left. */
const DIRECTIONAL = new Set(['back', 'forward', 'chevron-right', 'send']);

/**
 * Draws an icon of the UI kit. Decorative by default; give `label` when it stands alone. Icons that
 * point along the line (back, forward, chevron-right, send) mirror in right-to-left text.
 */
export function Icon({
  name,
  label,
  size = 20,
  className,
}: {
  name: string;
  label?: string;
  size?: number;
  className?: string;
}) {
  const path = ICON_PATHS[name] ?? 'M12 11.5v1';
  const classes = ['icon', DIRECTIONAL.has(name) ? 'icon-directional' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {label && <title>{label}</title>}
      <path d={path} />
    </svg>
  );
}
