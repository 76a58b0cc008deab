// @vitest-environment node
import { type StreamResumed, type StreamState, toDisposable } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { Listeners } from '../registries/listeners';
import { DeferredStream, type LoadedStream } from './deferred-stream';

/** A stand-in for the real connection that records what it was asked and can change state. */
function fakeStream() {
  const stateListeners = new Listeners();
  let state: StreamState = 'initializing';
  const resumed = new Set<(r: StreamResumed) => void>();
  const handlers = new Map<string, Set<(body: unknown) => void>>();
  const log: string[] = [];
  const stream: LoadedStream = {
    state: { get: () => state, subscribe: stateListeners.subscribe },
    channel: (name) => {
      log.push(`use ${name}`);
      return {
        on: (event, handler) => {
          const key = `${name}.${String(event)}`;
          const set = handlers.get(key) ?? new Set();
          handlers.set(key, set);
          set.add(handler as (body: unknown) => void);
          return toDisposable(() => set.delete(handler as (body: unknown) => void));
        },
        send: (type) => void log.push(`send ${name} ${type}`),
        dispose: () => void log.push(`dispose ${name}`),
      };
    },
    captureNote: (id) => {
      log.push(`capture ${id}`);
      return toDisposable(() => log.push(`release ${id}`));
    },
    onResumed: (handler) => {
      resumed.add(handler);
      return toDisposable(() => resumed.delete(handler));
    },
    onBroadcast: (event) => {
      log.push(`broadcast ${event}`);
      return toDisposable(() => {});
    },
    readNotification: (id) => void log.push(`read ${id}`),
    close: () => void log.push('close'),
  };
  return {
    stream,
    log,
    setState(next: StreamState) {
      state = next;
      stateListeners.notify();
    },
    emit(key: string, body: unknown) {
      for (const handler of handlers.get(key) ?? []) handler(body);
    },
    resume(r: StreamResumed) {
      for (const handler of resumed) handler(r);
    },
  };
}

describe('the deferred stream', () => {
  it('records channels, listeners and messages until the connection loads, then hands them over', async () => {
    const fake = fakeStream();
    const deferred = new DeferredStream(async () => fake.stream);
    const main = deferred.channel('main');
    const received: unknown[] = [];
    main.on('notification', (n) => received.push(n));
    main.send('ping');
    const capture = deferred.captureNote('n1', () => {});
    deferred.readNotification('x1');
    expect(deferred.state.get()).toBe('initializing');
    expect(fake.log).toEqual([]);

    await deferred.connect();
    expect(fake.log).toEqual(['use main', 'send main ping', 'capture n1', 'read x1']);
    fake.emit('main.notification', { id: 'a' });
    expect(received).toEqual([{ id: 'a' }]);
    capture.dispose();
    main.dispose();
    expect(fake.log.slice(-2)).toEqual(['release n1', 'dispose main']);
  });

  it('forgets what was disposed before the connection loaded', async () => {
    const fake = fakeStream();
    const deferred = new DeferredStream(async () => fake.stream);
    deferred.channel('main').dispose();
    deferred.captureNote('n1', () => {}).dispose();
    await deferred.connect();
    expect(fake.log).toEqual([]);
  });

  it('counts the first connection as a resume from the page start, then passes on real resumes', async () => {
    const fake = fakeStream();
    let now = 1000;
    const deferred = new DeferredStream(
      async () => fake.stream,
      () => now,
    );
    const resumed = vi.fn();
    deferred.onResumed(resumed);
    now = 1800;
    await deferred.connect();
    expect(resumed).not.toHaveBeenCalled();
    fake.setState('connected');
    expect(resumed).toHaveBeenCalledWith({ downtimeMs: 800 });
    expect(deferred.state.get()).toBe('connected');
    fake.setState('reconnecting');
    fake.setState('connected');
    fake.resume({ downtimeMs: 50 });
    expect(resumed).toHaveBeenCalledTimes(2);
    expect(resumed).toHaveBeenLastCalledWith({ downtimeMs: 50 });
  });

  it('tries again after the connection code failed to load, and never opens once closed', async () => {
    const fake = fakeStream();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(fake.stream);
    const deferred = new DeferredStream(load);
    await expect(deferred.connect()).rejects.toThrow('offline');
    await deferred.connect();
    expect(load).toHaveBeenCalledTimes(2);

    const other = fakeStream();
    const closedEarly = new DeferredStream(async () => other.stream);
    closedEarly.close();
    await closedEarly.connect();
    expect(other.log).toEqual(['close']);
  });
});
