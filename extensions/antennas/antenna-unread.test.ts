import type { TesseraHost } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { AntennaUnread } from './antenna-unread';

/** A host with what the tracker uses: the API (one antenna with one note), the stream, preferences. */
function fakeHost() {
  const call = vi.fn(async (endpoint: string) =>
    endpoint === 'antennas/list' ? [{ id: 'a1', name: 'News' }] : [{ id: 'n9' }],
  );
  const host = {
    api: { call },
    stream: { channel: () => ({ on: () => {}, dispose: () => {} }) },
    preferences: { get: () => ({}), set: () => {} },
    sound: { play: () => {} },
  } as unknown as TesseraHost;
  return { host, call };
}

describe('the unread antennas tracker', () => {
  it('lets a page join the refresh under way, while a refresh after a change reads the list again', async () => {
    const { host, call } = fakeHost();
    const tracker = new AntennaUnread(host);
    const lists = () => call.mock.calls.filter(([endpoint]) => endpoint === 'antennas/list').length;
    await Promise.all([tracker.refresh(), tracker.joinRefresh()]);
    expect(lists()).toBe(1);
    expect(tracker.unreadIds.get()).toEqual(new Set(['a1']));
    await Promise.all([tracker.joinRefresh(), tracker.refresh()]);
    expect(lists()).toBe(3);
    await tracker.joinRefresh();
    expect(lists()).toBe(4);
  });
});
