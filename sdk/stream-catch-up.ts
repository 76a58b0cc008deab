import { useEffect, useRef } from 'react';
import { type Disposable, toDisposable } from './disposable';
import { useHost } from './hooks';
import type { StreamClient } from './stream';

/**
 * When a live view catches up after its first page: a moment after the stream is connected, and
 * again later for a loaded server (a channel's connect message and the page's request travel
 * separately, so the server may see them in either order).
 */
export const CATCH_UP_DELAYS_MS: readonly number[] = [300, 2_500];

/** Calls `run` at each of CATCH_UP_DELAYS_MS; gives what cancels the calls not yet made. */
function atCatchUpDelays(run: () => void): () => void {
  const timers = CATCH_UP_DELAYS_MS.map((delay) => setTimeout(run, delay));
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}

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
    let cancel: (() => void) | null = null;
    const check = () => {
      if (host.stream.state.get() !== 'connected' || cancel) return;
      cancel = atCatchUpDelays(() => {
        done.current = key;
        catchUpRef.current();
      });
    };
    const unsubscribe = host.stream.state.subscribe(check);
    check();
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [host, key, ready]);
}

/**
 * The same race for state read once and then kept up by a channel's events (an unread count, a
 * flag): whatever happened between the read and the channel's connection came on neither, and so
 * did whatever happened while the stream was down. Calls `catchUp` (read the state again) at each
 * of CATCH_UP_DELAYS_MS after every connection: the first, each reconnect, and at once when the
 * stream is already connected. Dispose it to stop.
 */
export function followStreamCatchUp(stream: StreamClient, catchUp: () => void): Disposable {
  let connected = false;
  let cancel = () => {};
  const check = () => {
    const now = stream.state.get() === 'connected';
    if (now && !connected) {
      cancel();
      cancel = atCatchUpDelays(catchUp);
    }
    connected = now;
  };
  const unsubscribe = stream.state.subscribe(check);
  check();
  return toDisposable(() => {
    unsubscribe();
    cancel();
  });
}
