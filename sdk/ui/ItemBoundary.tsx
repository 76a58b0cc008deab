import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useHost } from '../hooks';
import './item-boundary.css';

interface Props {
  children: ReactNode;
  /** What the stand-in card says; the kernel's "This item cannot be shown" by default. */
  label?: string;
  /** Reported when the item throws while rendering. */
  onError?(error: unknown): void;
}

/**
 * Keeps one bad item (a note, a notification, a widget row) from taking its list down: the item
 * alone is replaced by a small card saying it cannot be shown, and everything around it renders on.
 */
export class ItemBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <FailedItem {...(this.props.label !== undefined ? { label: this.props.label } : {})} />;
  }
}

function FailedItem({ label }: { label?: string }) {
  const host = useHost();
  return (
    <div className="item-failed" role="note">
      {label ?? host.i18n.t('kernel.itemFailed')}
    </div>
  );
}
