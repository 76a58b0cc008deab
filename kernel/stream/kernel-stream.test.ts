import type { DialogResult, I18n, ModalHandle } from '@tessera/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKernelStream, STREAM_RETRY_MS } from './kernel-stream';
import type { StreamHubOptions } from './stream-hub';

// The connection's code is replaced by a hub that records how it was made; `failLoads` makes the
// next loads fail as a network error would.
const hub = vi.hoisted(() => ({ made: [] as unknown[], failLoads: 0 }));
vi.mock('./stream-hub', () => ({
  StreamHub: class {
    constructor(options: unknown) {
      if (hub.failLoads > 0) {
        hub.failLoads--;
        throw new Error('offline');
      }
      hub.made.push(options);
    }
    state = { get: () => 'connecting', subscribe: () => () => {} };
    onResumed() {
      return { dispose() {} };
    }
    close() {}
  },
}));

const i18n = {
  locale: 'en-US',
  offered: ['en-US'],
  t: (key: string) => key,
  loadStrings: async () => {},
} as unknown as I18n;

function setUp(behavior: string, answer: DialogResult = { canceled: false, result: undefined }) {
  const settled: (() => void)[] = [];
  const reload = vi.fn();
  const win = {
    location: { origin: 'https://example.test', reload },
    document: {},
    setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
  } as unknown as Window;
  const dialog = vi.fn(async () => answer);
  const getStream = createKernelStream({
    win,
    token: () => 'token-1',
    preferences: { get: (() => behavior) as never },
    modals: { dialog } as unknown as ModalHandle,
    i18n,
    whenSettled: (task) => settled.push(task),
  });
  return { getStream, settled, reload, dialog };
}

beforeEach(() => {
  hub.made = [];
  hub.failLoads = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('createKernelStream', () => {
  it('makes one stream, whose connection opens once the first view has settled', async () => {
    const { getStream, settled } = setUp('quiet');
    const stream = getStream();
    expect(getStream()).toBe(stream);
    await vi.advanceTimersByTimeAsync(0);
    expect(hub.made).toHaveLength(0);
    for (const task of settled) task();
    await vi.advanceTimersByTimeAsync(0);
    expect(hub.made).toHaveLength(1);
    expect(hub.made[0]).toMatchObject({ origin: 'https://example.test', token: 'token-1' });
  });

  it("loads the connection's code again a little later when it failed to load", async () => {
    hub.failLoads = 1;
    const { getStream, settled } = setUp('quiet');
    getStream();
    for (const task of settled) task();
    await vi.advanceTimersByTimeAsync(0);
    expect(hub.made).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    expect(hub.made).toHaveLength(1);
  });

  it('asks whether to reload when the connection drops and the setting says so', async () => {
    const { getStream, settled, reload, dialog } = setUp('dialog');
    getStream();
    for (const task of settled) task();
    await vi.advanceTimersByTimeAsync(0);
    (hub.made[0] as StreamHubOptions).onDisconnected?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(dialog).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'warning', title: 'kernel.serverDisconnected.title', showCancel: true }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the connection drops and the setting says so', async () => {
    const { getStream, settled, reload, dialog } = setUp('quiet', { canceled: true });
    getStream();
    for (const task of settled) task();
    await vi.advanceTimersByTimeAsync(0);
    (hub.made[0] as StreamHubOptions).onDisconnected?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(dialog).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
