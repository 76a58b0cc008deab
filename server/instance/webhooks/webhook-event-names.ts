/** The events a user's webhook can be sent for (Misskey's webhookEventTypes). */
export const WEBHOOK_EVENTS = [
  'mention',
  'unfollow',
  'follow',
  'followed',
  'note',
  'reply',
  'renote',
  'reaction',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
