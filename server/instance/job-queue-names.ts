/** Misskey's job queues, in its order (QUEUE_TYPES); the local instance keeps the same names. */
export const QUEUE_NAMES = [
  'system',
  'endedPollNotification',
  'postScheduledNote',
  'deliver',
  'inbox',
  'db',
  'relationship',
  'objectStorage',
  'userWebhookDeliver',
  'systemWebhookDeliver',
] as const;

/** One of Misskey's job queues. */
export type QueueName = (typeof QUEUE_NAMES)[number];

/** The states a job can be listed by (admin/queue/jobs). */
export const JOB_STATES = ['active', 'wait', 'delayed', 'completed', 'failed', 'paused'] as const;

/** A state admin/queue/jobs lists by. */
export type JobState = (typeof JOB_STATES)[number];

/** The states admin/queue/clear empties ('*' is every one). */
export const CLEAR_STATES = ['*', 'completed', 'wait', 'active', 'paused', 'prioritized', 'delayed', 'failed'] as const;

/** A state admin/queue/clear empties. */
export type ClearState = (typeof CLEAR_STATES)[number];
