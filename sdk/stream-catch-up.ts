import { useEffect, useRef } from 'react';
import { useHost } from './hooks';

/**
 * When a live view catches up after its first page: a moment after the stream is connected, and
 * again later for a loaded server (a channel's connect message and the page's request travel
 * separately, so the server may see them in either order).
 */
export const CATCH_UP_DELAYS_MS: readonly number[] = [300, 2_500];

/**
 * Closes the race between a live view's first page and its channel: something posted after the
 * page was read but before the channel was connected arrives on neither. Once `ready` (the first
 * page is shown) and the stream is connected, calls `catchUp` (fetch what came since the newest
 * item shown) at each of CATCH_UP_DELAYS_MS, once per `key` (the view's timeline or conversation).
 */
export function useStreamCatchUp(ready: boolean, key: string, catchUp: () => void): void {
  const host = useHost();
  const done = useRef('');
  const catchUpRef = useRef(catchUp);
  catchUpRef.current = catchUp;
  useEffect(() => {
    if (!ready || done.current === key) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const check = () => {
      if (host.stream.state.get() !== 'connected' || timers.length > 0) return;
      for (const delay of CATCH_UP_DELAYS_MS) {
        timers.push(
          setTimeout(() => {
            done.current = key;
            catchUpRef.current();
          }, delay),
        );
      }
    };
    const unsubscribe = host.stream.state.subscribe(check);
    check();
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [host, key, ready]);
}
