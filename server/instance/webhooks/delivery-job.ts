import type { BackgroundJob } from '../events';

const MINUTE = 60_000;
const MAX_BACKOFF = 8 * 60 * MINUTE;

/** Misskey's wait before another try of an HTTP job: 1, 3, 7... minutes (8 hours at most), plus up to 20%. */
export function httpBackoff(attemptsMade: number): number {
  const base = Math.min((2 ** attemptsMade - 1) * MINUTE, MAX_BACKOFF);
  return base + Math.round(base * Math.random() * 0.2);
}

/** Whether a status means the receiver will never take it (a 4xx other than 408 and 429). */
const refusedForGood = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * A webhook delivery as a job of Misskey's userWebhookDeliver or systemWebhookDeliver queue: four
 * tries, waiting longer each time, while the receiver does not answer or answers a server error.
 * A 2xx is done ('Success'); a lasting refusal (a 4xx) is done too, with the status as its result,
 * as Misskey's do. The job's data is Misskey's without the secret.
 */
export function webhookDeliveryJob(
  queue: 'userWebhookDeliver' | 'systemWebhookDeliver',
  hook: { id: string; url: string; userId?: string },
  type: string,
  content: unknown,
  send: () => Promise<number>,
): BackgroundJob {
  return {
    label: `${queue} ${type} to ${hook.url}`,
    queue,
    name: hook.id,
    data: {
      type,
      content,
      webhookId: hook.id,
      ...(hook.userId !== undefined ? { userId: hook.userId } : {}),
      to: hook.url,
      createdAt: Date.now(),
    },
    attempts: 4,
    backoff: httpBackoff,
    async run() {
      const status = await send();
      if (status >= 200 && status < 300) return 'Success';
      if (refusedForGood(status)) return `${status}`;
      throw new Error(status === 0 ? `No answer from ${hook.url}` : `${status} from ${hook.url}`);
    },
  };
}
