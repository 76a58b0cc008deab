import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The extension whose UI is inside; named in the failure notice. */
  extensionId: string;
  children: ReactNode;
  /** Reported when something inside throws while rendering. */
  onError?(extensionId: string, error: unknown): void;
}

interface State {
  error: unknown;
  attempt: number;
}

/**
 * Keeps a failing extension's UI from taking the app down: shows which extension failed, with
 * a retry button that renders it again.
 */
export class ExtensionBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(this.props.extensionId, error);
  }

  override render(): ReactNode {
    if (this.state.error === null) {
      return <ExtensionBoundaryKey key={this.state.attempt}>{this.props.children}</ExtensionBoundaryKey>;
    }
    const message = this.state.error instanceof Error ? this.state.error.message : String(this.state.error);
    return (
      <div role="alert" className="extension-failure">
        <p>
          The extension “{this.props.extensionId}” ran into a problem: {message}
        </p>
        <button type="button" onClick={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}>
          Retry
        </button>
      </div>
    );
  }
}

/** Remounts the children on retry (a new key), so they start from fresh state. */
function ExtensionBoundaryKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
