import { describe, expect, it } from 'vitest';
import { BackgroundJobs } from './background-jobs';
import { InstanceEvents } from './events';

describe('background jobs after forgetAll (the test reset)', () => {
  it('number each queue from 1 again, and a try running across it does not come back', async () => {
    const events = new InstanceEvents();
    const jobs = new BackgroundJobs(events);
    let fail: (error: Error) => void = () => {};
    events.emit('jobQueued', {
      label: 'slow delivery',
      queue: 'userWebhookDeliver',
      attempts: 4,
      backoff: () => 60_000,
      run: () => new Promise((_resolve, reject) => (fail = reject)),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(jobs.counts('userWebhookDeliver').active).toBe(1);
    jobs.forgetAll();
    events.emit('jobQueued', { label: 'next', queue: 'userWebhookDeliver', run: () => 'done' });
    fail(new Error('500'));
    await jobs.idle();
    const listed = jobs.list('userWebhookDeliver', ['completed', 'delayed', 'failed', 'active', 'wait']);
    expect(listed.map((job) => [job.id, job.name])).toEqual([['1', 'next']]);
    jobs.stop();
  });
});
