import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisposableStore, toDisposable } from './disposable';
import { useEndpoint, useStreamChannel } from './hooks';
import { HostContext, type TesseraHost } from './host';
import { ExtensionBoundary } from './ui/ExtensionBoundary';
import { TOOLTIP_DELAY_MS, Tooltip } from './ui/Tooltip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function withHost(host: Partial<TesseraHost>) {
  return ({ children }: { children: ReactNode }) => (
    <HostContext.Provider value={host as TesseraHost}>{children}</HostContext.Provider>
  );
}

describe('disposables', () => {
  it('dispose once, newest first, and keep going past a throwing one', () => {
    const order: string[] = [];
    const store = new DisposableStore();
    const once = toDisposable(() => order.push('a'));
    store.add(once);
    store.add(
      toDisposable(() => {
        throw new Error('bad');
      }),
    );
    store.add(toDisposable(() => order.push('c')));
    expect(() => store.dispose()).toThrow('some disposables failed');
    once.dispose();
    expect(order).toEqual(['c', 'a']);
    store.add(toDisposable(() => order.push('late')));
    expect(order).toEqual(['c', 'a', 'late']); // added after disposal: undone at once
  });
});

function Notes({ noteId }: { noteId: string }) {
  const q = useEndpoint('notes/show', { noteId });
  if (q.status === 'loading') return <p>loading</p>;
  if (q.status === 'error') return <p>error: {String(q.error)}</p>;
  return (
    <p>
      note {(q.data as { id: string }).id}
      <button type="button" onClick={q.reload}>
        reload
      </button>
    </p>
  );
}

describe('useEndpoint', () => {
  it('loads, reloads, and drops answers to outdated calls', async () => {
    const resolvers: ((v: unknown) => void)[] = [];
    const call = vi.fn(() => new Promise((resolve) => resolvers.push(resolve)));
    const Wrapper = withHost({ api: { call } as unknown as TesseraHost['api'] });
    const { rerender } = render(<Notes noteId="a" />, { wrapper: Wrapper });
    expect(screen.getByText('loading')).toBeTruthy();
    rerender(<Notes noteId="b" />);
    await act(async () => resolvers[1]?.({ id: 'b' }));
    await act(async () => resolvers[0]?.({ id: 'a' })); // the outdated answer arrives last
    expect(screen.getByText('note b')).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith(
      'notes/show',
      { noteId: 'b' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(call).toHaveBeenCalledTimes(3);
  });
});

const seen: string[] = [];
function Timeline({ label }: { label: string }) {
  useStreamChannel(
    'homeTimeline',
    { note: (note: { id: string }) => seen.push(`${label}:${note.id}`) },
    { withFiles: false },
  );
  return null;
}

describe('useStreamChannel', () => {
  it('subscribes while shown, uses the latest handlers, and disposes on unmount', () => {
    const listeners: Record<string, (body: unknown) => void> = {};
    const dispose = vi.fn();
    const channel = vi.fn(() => ({
      on: (event: string, handler: (body: unknown) => void) => {
        listeners[event] = handler;
        return toDisposable(() => {});
      },
      send: () => {},
      dispose,
    }));
    const Wrapper = withHost({ stream: { channel } as unknown as TesseraHost['stream'] });
    seen.length = 0;
    const { rerender, unmount } = render(<Timeline label="first" />, { wrapper: Wrapper });
    rerender(<Timeline label="second" />);
    listeners.note?.({ id: 'n1' });
    expect(seen).toEqual(['second:n1']);
    expect(channel).toHaveBeenCalledOnce();
    expect(channel).toHaveBeenCalledWith('homeTimeline', { withFiles: false });
    unmount();
    expect(dispose).toHaveBeenCalledOnce();
  });
});

const flaky = { fail: true };
function Flaky() {
  if (flaky.fail) throw new Error('widget broke');
  return <p>fine now</p>;
}

describe('extension boundary', () => {
  it('names the failing extension and retries', () => {
    flaky.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <ExtensionBoundary extensionId="weather" onError={onError}>
        <Flaky />
      </ExtensionBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('“weather” ran into a problem: widget broke');
    expect(onError).toHaveBeenCalledWith('weather', expect.any(Error));
    flaky.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('fine now')).toBeTruthy();
  });
});

describe('tooltip', () => {
  it('shows after 100 ms of hover, describes its control, and a click closes it', () => {
    vi.useFakeTimers();
    render(
      <Tooltip text="Reply">
        <button type="button">↩</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Reply');
    expect(button.parentElement?.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    fireEvent.click(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
