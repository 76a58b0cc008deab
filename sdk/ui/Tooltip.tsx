import './tooltip.css';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/** How long the pointer or focus rests before a tooltip shows (spec 001 section 9). */
export const TOOLTIP_DELAY_MS = 100;

/**
 * A short hint for what it wraps, after 100 ms of hover or focus (at once with `noDelay`).
 * A click closes it; it describes the wrapped control for screen readers.
 */
export function Tooltip({ text, noDelay = false, children }: { text: string; noDelay?: boolean; children: ReactNode }) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    cancel();
    const open = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (rect) setPosition({ left: rect.left + rect.width / 2, top: rect.top });
    };
    if (noDelay) open();
    else timer.current = setTimeout(open, TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    cancel();
    setPosition(null);
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens to hover and focus bubbling up from the control inside.
    <span
      ref={anchor}
      className="tooltip-anchor"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onClickCapture={hide}
      aria-describedby={position ? id : undefined}
    >
      {children}
      {position &&
        createPortal(
          <span id={id} role="tooltip" className="tooltip" style={{ left: position.left, top: position.top }}>
            {text}
          </span>,
          document.body,
        )}
    </span>
  );
}
