import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelEvent, connectStream, setUpPeople, startTestInstance, type TestInstance } from '../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('stats channels', () => {
  it('streams the machine and the queues to moderators, with their logs, and nothing to others', async () => {
    const admin = await connectStream(instance, people.alice);
    admin.send({ type: 'connect', body: { channel: 'serverStats', id: 's', params: {} } });
    admin.send({ type: 'connect', body: { channel: 'queueStats', id: 'q', params: {} } });
    const stats = await admin.waitFor<{ body: entities.ServerStats }>(channelEvent('s', 'stats'), 'server stats');
    expect(stats.body.cpu).toBeGreaterThanOrEqual(0);
    expect(stats.body.cpu).toBeLessThanOrEqual(1);
    expect(stats.body.mem.used).toBeGreaterThan(0);
    const queue = await admin.waitFor<{ body: entities.QueueStats }>(channelEvent('q', 'stats'), 'queue stats');
    expect(queue.body.deliver).toEqual({ activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 0 });
    admin.send({ type: 'ch', body: { id: 's', type: 'requestLog', body: { id: 'x', length: 10 } } });
    const log = await admin.waitFor<{ body: entities.ServerStatsLog }>(channelEvent('s', 'statsLog'), 'log');
    expect(log.body.length).toBeGreaterThanOrEqual(1);
    admin.close();

    const member = await connectStream(instance, people.bob);
    member.send({ type: 'connect', body: { channel: 'queueStats', id: 'q', params: {} } });
    await new Promise((r) => setTimeout(r, 1500));
    expect(member.messages.some((m) => channelEvent('q', 'stats')(m))).toBe(false);
    member.close();
  }, 15_000);
});
