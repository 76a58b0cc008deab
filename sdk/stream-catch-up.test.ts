import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamClient, StreamState } from './stream';
import { followStreamCatchUp } from './stream-catch-up';

/** A stream whose state the test moves by hand. */
function fakeStream(initial: StreamState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const stream = {
    state: {
      get: () => state,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  } as unknown as StreamClient;
  const move = (next: StreamState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return { stream, move };
}

afterEach(() => vi.useRealTimers());

describe('followStreamCatchUp', () => {
  it('reads again a moment after the first connection and after every reconnect, not in between', () => {
    vi.useFakeTimers();
    const { stream, move } = fakeStream('initializing');
    const catchUp = vi.fn();
    const following = followStreamCatchUp(stream, catchUp);
    vi.advanceTimersByTime(5_000);
    expect(catchUp).not.toHaveBeenCalled();

    move('connected');
    move('connected'); // the same connection told twice counts once
    vi.advanceTimersByTime(300);
    expect(catchUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_200);
    expect(catchUp).toHaveBeenCalledTimes(2);

    move('reconnecting');
    vi.advanceTimersByTime(5_000);
    expect(catchUp).toHaveBeenCalledTimes(2);
    move('connected');
    vi.advanceTimersByTime(2_500);
    expect(catchUp).toHaveBeenCalledTimes(4);

    following.dispose();
    move('reconnecting');
    move('connected');
    vi.advanceTimersByTime(5_000);
    expect(catchUp).toHaveBeenCalledTimes(4);
  });

  it('reads again when the stream was already connected as it began', () => {
    vi.useFakeTimers();
    const { stream } = fakeStream('connected');
    const catchUp = vi.fn();
    followStreamCatchUp(stream, catchUp);
    vi.advanceTimersByTime(2_500);
    expect(catchUp).toHaveBeenCalledTimes(2);
  });
});
