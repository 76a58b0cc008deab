import { ICON_PATHS } from './icons';

/** Draws an icon of the UI kit. Decorative by default; give `label` when it stands alone. */
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
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
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
