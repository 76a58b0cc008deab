import { useReadable } from '@tessera/sdk';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ModalEntry, ModalStack } from './modal-stack';
import { placePopup } from './popup-position';
import './modals.css';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Draws the modal stack above the app (spec 001 section 2, "Generic modal"): a blurred backdrop
 * for dialogs and drawers, Escape and backdrop clicks closing the topmost, and everything below
 * the topmost made inert, so focus stays inside it.
 */
export function ModalHost({ stack, appRoot }: { stack: ModalStack; appRoot: () => HTMLElement | null }) {
  const entries = useReadable(stack);
  const topId = stack.top()?.id;

  useEffect(() => {
    const root = appRoot();
    if (!root) return;
    root.inert = entries.length > 0;
    return () => {
      root.inert = false;
    };
  }, [entries.length, appRoot]);

  useEffect(() => {
    // Bubbling, so a field inside the modal can use Escape first (closing its suggestions) by
    // calling preventDefault.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (stack.dismissTop()) event.stopPropagation();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [stack]);

  if (entries.length === 0) return null;
  return createPortal(
    <div className="modal-root">
      {entries.map((entry) => (
        <ModalLayer
          key={entry.id}
          entry={entry}
          inert={entry.id !== topId}
          onDismiss={() => entry.dismissible !== false && stack.close(entry.id)}
        >
          {entry.render(() => stack.close(entry.id))}
        </ModalLayer>
      ))}
    </div>,
    document.body,
  );
}

function ModalLayer({
  entry,
  inert,
  onDismiss,
  children,
}: {
  entry: ModalEntry;
  inert: boolean;
  onDismiss(): void;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const backdrop = entry.backdrop ?? entry.presentation !== 'popup';

  // Focus moves into the modal and returns where it was when the modal closes.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  useLayoutEffect(() => {
    if (entry.presentation !== 'popup' || !entry.anchor || !box.current) return;
    const anchor = entry.anchor;
    const rect =
      anchor instanceof HTMLElement
        ? anchor.getBoundingClientRect()
        : { left: anchor.x, top: anchor.y, width: 0, height: 0 };
    const size = box.current.getBoundingClientRect();
    const direction = getComputedStyle(box.current).direction === 'rtl' ? 'rtl' : 'ltr';
    setPosition(placePopup(rect, size, { width: window.innerWidth, height: window.innerHeight }, direction));
  }, [entry.presentation, entry.anchor]);

  return (
    <div className={`modal-layer modal-${entry.presentation}`} style={{ zIndex: entry.zIndex }} inert={inert}>
      <div
        className={backdrop ? 'modal-backdrop modal-backdrop-blur' : 'modal-backdrop'}
        onMouseDown={onDismiss}
        aria-hidden="true"
      />
      <div
        ref={box}
        className="modal-box"
        role="dialog"
        aria-modal="true"
        aria-label={entry.label}
        tabIndex={-1}
        style={position ? { left: position.left, top: position.top } : undefined}
      >
        {children}
      </div>
    </div>
  );
}
