import type { Instance } from '../instance';
import { packUserLite } from '../users/pack-user';
import type { UserRow } from '../users/user-row';
import type { WebhookEvent } from './webhook-event-names';

/**
 * The body of a test delivery: a made-up note (by the webhook's owner) or the owner as the user,
 * shaped as the real event's body, so a receiver can be tried before anything happens.
 */
export function sampleBody(instance: Instance, user: UserRow, type: WebhookEvent) {
  const me = packUserLite(instance, user);
  const note = {
    id: 'dummy-note',
    createdAt: new Date().toISOString(),
    userId: user.id,
    user: me,
    text: 'This is a test delivery of a webhook.',
    cw: null,
    visibility: 'public',
    localOnly: false,
    renoteCount: 0,
    repliesCount: 0,
    reactionCount: 0,
    reactions: {},
    reactionEmojis: {},
    fileIds: [],
    files: [],
    replyId: null,
    renoteId: null,
  };
  switch (type) {
    case 'follow':
    case 'followed':
    case 'unfollow':
      return { user: me };
    case 'reaction':
      return { note, reaction: { id: 'dummy-reaction', user: me, reaction: '👍' } };
    default:
      return { note };
  }
}
