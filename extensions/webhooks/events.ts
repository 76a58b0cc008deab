/** The events a webhook can be sent for (Misskey's). */
export const WEBHOOK_EVENTS = [
  'note',
  'reply',
  'renote',
  'mention',
  'reaction',
  'follow',
  'followed',
  'unfollow',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
