import './toasts.css';
import { useReadable } from '@tessera/sdk';
import { createPortal } from 'react-dom';
import type { ToastStore } from './toast-store';

/** Toasts, announced politely to screen readers. */
export function Toasts({ store }: { store: ToastStore }) {
  const toasts = useReadable(store);
  return createPortal(
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast">
          {toast.text}
        </div>
      ))}
    </div>,
    document.body,
  );
}
