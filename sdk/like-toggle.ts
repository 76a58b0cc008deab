import { useState } from 'react';
import { useHost } from './hooks';

/**
 * A like that the viewer gives or takes back (a Play, a gallery post, a page): the state and count
 * shown at once, the call made, and the spec's error dialog when it fails (nothing changes then).
 */
export function useLikeToggle(
  initial: { liked: boolean; count: number },
  call: (like: boolean) => Promise<unknown>,
): { liked: boolean; count: number; busy: boolean; toggle(): Promise<void> } {
  const host = useHost();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await call(!state.liked);
      setState((s) => ({ liked: !s.liked, count: s.count + (s.liked ? -1 : 1) }));
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };
  return { ...state, busy, toggle };
}
