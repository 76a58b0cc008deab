import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
let receiver: Server;
let receiverUrl: string;
/** What the receiver answers next: a webhook delivery fails while it answers 500. */
let answer = 500;
let deliveries = 0;

const queue = 'userWebhookDeliver';
type Job = entities.QueueJob;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      deliveries++;
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  await instance.api('i/webhooks/create', { name: 'bot', url: receiverUrl, secret: 'shh', on: ['note'] }, people.alice);
});
afterAll(async () => {
  await instance.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const jobs = async (state: string[]) =>
  (await instance.api<Job[]>('admin/queue/jobs', { queue, state }, people.alice)).body;
const show = async (jobId: string) =>
  (await instance.api<Job>('admin/queue/show-job', { queue, jobId }, people.alice)).body;

describe('job queues', () => {
  it('lists a failed try as delayed with its error; promoting runs it again until it fails for good; retry runs it again', async () => {
    const { alice } = people;
    answer = 500;
    await postNote(instance, alice, { text: 'hook me' });
    await expect.poll(async () => (await jobs(['delayed'])).length).toBe(1);
    const [delayed] = await jobs(['delayed']);
    expect(delayed).toMatchObject({ attempts: 1, isFailed: true, opts: { attempts: 4 } });
    expect(delayed?.failedReason).toMatch(/500/);
    expect(delayed?.delay).toBeGreaterThanOrEqual(60_000);
    expect(delayed?.finishedOn).toBeUndefined();
    // The secret stays out of what moderators see.
    expect(delayed?.data).toMatchObject({ type: 'note', to: receiverUrl });
    expect(JSON.stringify(delayed)).not.toContain('shh');
    const id = delayed?.id ?? '';

    const queues = await instance.api<entities.AdminQueueQueuesResponse>('admin/queue/queues', {}, alice);
    expect(queues.body.map((q) => q.name)).toContain('systemWebhookDeliver');
    expect(queues.body.find((q) => q.name === queue)?.counts).toMatchObject({ delayed: 1, waiting: 0 });
    const stats = await instance.api<entities.AdminQueueQueueStatsResponse>(
      'admin/queue/queue-stats',
      { queue },
      alice,
    );
    expect(stats.body).toMatchObject({ name: queue, isPaused: false, counts: { delayed: 1 } });
    expect(stats.body.metrics.failed.data).toEqual([]);

    // promote-jobs runs every delayed job now; the fourth failed try is the last.
    for (let tries = 2; tries <= 4; tries++) {
      expect((await instance.api('admin/queue/promote-jobs', { queue }, alice)).status).toBe(204);
      await expect.poll(async () => (await show(id)).attempts).toBe(tries);
    }
    await expect.poll(async () => (await jobs(['failed'])).map((j) => j.id)).toEqual([id]);
    const failed = await show(id);
    expect(failed.finishedOn).toBeGreaterThan(0);
    expect(failed.stacktrace).toHaveLength(4);
    expect(deliveries).toBe(4);
    const metrics = await instance.api<entities.AdminQueueQueueStatsResponse>(
      'admin/queue/queue-stats',
      { queue },
      alice,
    );
    expect(metrics.body.metrics.failed.meta.count).toBe(1);
    expect(metrics.body.metrics.failed.data[0]).toBe(1);

    // A failed job is retried; now the receiver takes it.
    answer = 204;
    expect((await instance.api('admin/queue/retry-job', { queue, jobId: id }, alice)).status).toBe(204);
    await expect.poll(async () => (await show(id)).returnValue).toBe('Success');
    expect(await show(id)).toMatchObject({ attempts: 5, isFailed: true, stacktrace: expect.any(Array) });
    expect((await show(id)).failedReason).toBeUndefined();
    expect(await jobs(['completed'])).toHaveLength(1);
    expect(deliveries).toBe(5);
    // A done job cannot be retried (Misskey's queue refuses it).
    expect((await instance.api('admin/queue/retry-job', { queue, jobId: id }, alice)).status).toBe(500);
    // Search matches the job's data.
    expect(
      await instance.api<Job[]>('admin/queue/jobs', { queue, state: ['completed'], search: 'hook me' }, alice),
    ).toMatchObject({ body: [{ id }] });
    expect(
      (await instance.api<Job[]>('admin/queue/jobs', { queue, state: ['completed'], search: 'nothing' }, alice)).body,
    ).toEqual([]);

    const log = await instance.api<entities.AdminShowModerationLogsResponse>('admin/show-moderation-logs', {}, alice);
    expect(log.body.map((entry) => entry.type)).toContain('promoteQueue');
  });

  it('removes a job and clears a queue; an unknown job is an internal error to show', async () => {
    const { alice } = people;
    answer = 500;
    await postNote(instance, alice, { text: 'again' });
    await postNote(instance, alice, { text: 'and again' });
    await expect.poll(async () => (await jobs(['delayed'])).length).toBe(2);
    const [newest, older] = await jobs(['delayed']);
    expect(Number(newest?.id)).toBeGreaterThan(Number(older?.id));
    expect((await instance.api('admin/queue/remove-job', { queue, jobId: newest?.id }, alice)).status).toBe(204);
    expect((await jobs(['delayed'])).map((j) => j.id)).toEqual([older?.id]);
    const gone = await instance.api<{ error: { code: string } }>(
      'admin/queue/show-job',
      { queue, jobId: newest?.id },
      alice,
    );
    expect(gone).toMatchObject({ status: 500, body: { error: { code: 'INTERNAL_ERROR' } } });
    // Removing what is not there is nothing.
    expect((await instance.api('admin/queue/remove-job', { queue, jobId: '999' }, alice)).status).toBe(204);

    expect((await instance.api('admin/queue/clear', { queue, state: 'delayed' }, alice)).status).toBe(204);
    expect(await jobs(['delayed'])).toEqual([]);
    expect(await jobs(['completed'])).toHaveLength(1);
    expect((await instance.api('admin/queue/clear', { queue, state: '*' }, alice)).status).toBe(204);
    expect(await jobs(['completed', 'failed', 'wait', 'active', 'delayed', 'paused'])).toEqual([]);
    const log = await instance.api<entities.AdminShowModerationLogsResponse>('admin/show-moderation-logs', {}, alice);
    expect(log.body.map((entry) => entry.type)).toContain('clearQueue');
  });

  it('answers the overview, per-host delays and logs; account jobs go to the db queue by Misskey names', async () => {
    const { alice } = people;
    const stats = await instance.api<entities.AdminQueueStatsResponse>('admin/queue/stats', {}, alice);
    expect(Object.keys(stats.body)).toEqual(['deliver', 'inbox', 'db', 'objectStorage']);
    expect((await instance.api('admin/queue/deliver-delayed', {}, alice)).body).toEqual([]);
    expect((await instance.api('admin/queue/inbox-delayed', {}, alice)).body).toEqual([]);
    await instance.api('i/export-notes', {}, alice);
    await expect
      .poll(
        async () => (await instance.api<Job[]>('admin/queue/jobs', { queue: 'db', state: ['completed'] }, alice)).body,
      )
      .toMatchObject([{ name: 'exportNotes', data: { user: { id: people.ids.alice } } }]);
    const [job] = (await instance.api<Job[]>('admin/queue/jobs', { queue: 'db', state: ['completed'] }, alice)).body;
    expect((await instance.api('admin/queue/show-job-logs', { queue: 'db', jobId: job?.id }, alice)).body).toEqual([]);
  });

  it('is for moderators, and app tokens need the queue permissions', async () => {
    const { bob, alice } = people;
    for (const [endpoint, body] of [
      ['admin/queue/queues', {}],
      ['admin/queue/jobs', { queue, state: ['failed'] }],
      ['admin/queue/retry-job', { queue, jobId: '1' }],
      ['admin/queue/promote-jobs', { queue }],
      ['admin/queue/remove-job', { queue, jobId: '1' }],
      ['admin/queue/clear', { queue, state: '*' }],
    ] as const) {
      expect((await instance.api(endpoint, body, bob)).status).toBe(403);
    }
    const reader = await appToken(instance, alice, ['read:admin:queue']);
    expect((await instance.api('admin/queue/queues', {}, reader)).status).toBe(200);
    expect((await instance.api('admin/queue/clear', { queue, state: '*' }, reader)).status).toBe(403);
    expect((await instance.api('admin/queue/jobs', { queue: 'nowhere', state: [] }, alice)).status).toBe(400);
  });
});
