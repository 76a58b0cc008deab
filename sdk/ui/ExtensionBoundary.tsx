import { Component, type ErrorInfo, type ReactNode, Suspense, useContext, useState } from 'react';
import { HostContext } from '../host';
import { useStringsLoaded } from '../lazy-component';

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
      return (
        <ExtensionBoundaryKey key={this.state.attempt} extensionId={this.props.extensionId}>
          {this.props.children}
        </ExtensionBoundaryKey>
      );
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

/**
 * Remounts the children on retry (a new key), so they start from fresh state; and holds them
 * back (suspends) until the extension's strings are here, which the host fetches beside its code.
 */
function ExtensionBoundaryKey({ children, extensionId }: { children: ReactNode; extensionId: string }) {
  const i18n = useContext(HostContext)?.i18n;
  // Mounted before its strings came: it waits in a suspense boundary of its own, so an extension
  // drawn inside another's UI never hides what is already on screen (a form being filled in).
  const [waits] = useState(() => i18n !== undefined && !i18n.hasStrings(extensionId));
  if (!waits) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <StringsGate extensionId={extensionId}>{children}</StringsGate>
    </Suspense>
  );
}

/** Suspends until the extension's strings are here. */
function StringsGate({ children, extensionId }: { children: ReactNode; extensionId: string }) {
  const i18n = useContext(HostContext)?.i18n;
  useStringsLoaded(i18n, extensionId);
  return <>{children}</>;
}
