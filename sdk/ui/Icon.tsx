import { useContext, useEffect, useState } from 'react';
import { HostContext } from '../host';
import { ICON_PATHS, loadLaterIcons } from './icons';
import './icon.css';

/** Whether the kit's later icons are asked for once the first view has settled. */
let laterScheduled = false;

/** Icons that point along the line of text: drawn mirrored where the text runs right to left. */
const DIRECTIONAL = new Set(['back', 'forward', 'chevron-right', 'send']);

/**
 * Draws an icon of the UI kit. Decorative by default; give `label` when it stands alone. Icons that
 * point along the line (back, forward, chevron-right, send) mirror in right-to-left text. One that
 * a first view does not draw shows once the kit's later icons have loaded (a neutral dot until
 * then, as for a name the kit does not know).
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
  const known = ICON_PATHS[name];
  const [, setLoaded] = useState(false);
  const host = useContext(HostContext);
  // An icon the first view does not draw: its path comes with the kit's later icons.
  useEffect(() => {
    if (known !== undefined) return;
    let live = true;
    void loadLaterIcons().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [known]);
  // Menus and dialogs opened later have their icons at hand.
  useEffect(() => {
    if (laterScheduled || typeof host?.whenSettled !== 'function') return;
    laterScheduled = true;
    host.whenSettled(() => void loadLaterIcons());
  }, [host]);
  const path = known ?? 'M12 11.5v1';
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
