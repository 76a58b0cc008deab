import { lazyComponent, preloadComponent, useReadable, useSettled } from '@tessera/sdk';
import { Component, type ReactNode, Suspense } from 'react';
import type { ModalStack } from './modal-stack';

// The modal host and its styles are not needed to show the first page: they load once the first
// view has settled, or at once when a modal opens before that.
const loadModalHost = () => import('./ModalHost').then((module) => ({ default: module.ModalHost }));
const ModalHost = lazyComponent(loadModalHost);

/** Loads the modal host's code ahead of the first modal. */
export function preloadModalHost(): Promise<unknown> {
  return preloadComponent(loadModalHost);
}

/** Where the app places the modal stack; see ModalHost for what it draws. */
export function ModalLayers({ stack, appRoot }: { stack: ModalStack; appRoot: () => HTMLElement | null }) {
  const entries = useReadable(stack);
  const settled = useSettled();
  if (!settled && entries.length === 0) return null;
  return (
    <CodeLoadBoundary retryKey={entries.length}>
      <Suspense fallback={null}>
        <ModalHost stack={stack} appRoot={appRoot} />
      </Suspense>
    </CodeLoadBoundary>
  );
}

/**
 * If the modal host's code cannot be fetched (the server went away), draws nothing instead of
 * taking the app down, and tries again when the stack changes.
 */
class CodeLoadBoundary extends Component<{ retryKey: number; children: ReactNode }, { failedAt: number | null }> {
  override state: { failedAt: number | null } = { failedAt: null };

  static getDerivedStateFromError(): { failedAt: number } {
    return { failedAt: -1 };
  }

  override componentDidCatch(error: unknown): void {
    console.error('the modal layers could not load', error);
    this.setState({ failedAt: this.props.retryKey });
  }

  override componentDidUpdate(): void {
    if (this.state.failedAt !== null && this.state.failedAt !== -1 && this.state.failedAt !== this.props.retryKey) {
      this.setState({ failedAt: null });
    }
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : null;
  }
}
