import { type entities, notificationTypes } from 'misskey-js';
import type { Notifications } from '../../notifications/notifications';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { pageOf, pagingProperties } from '../paging';

/** A filter of notification types: Misskey's types, each at most once. */
const notificationTypeList = {
  type: 'array',
  uniqueItems: true,
  maxItems: notificationTypes.length,
  items: { type: 'string', enum: [...notificationTypes] },
} as const;

const listParams = {
  type: 'object',
  properties: {
    ...pagingProperties,
    markAsRead: { type: 'boolean', default: true },
    includeTypes: notificationTypeList,
    excludeTypes: notificationTypeList,
  },
} as const;

/**
 * Groups runs of reactions to the same note into 'reaction:grouped', and of renotes of the same
 * note into 'renote:grouped', as Misskey's grouped list does; a lone one stays as it is.
 */
export function groupNotifications(list: readonly entities.Notification[]): entities.Notification[] {
  const out: entities.Notification[] = [];
  for (const n of list) {
    const last = out[out.length - 1];
    if (
      n.type === 'reaction' &&
      last &&
      (last.type === 'reaction' || last.type === 'reaction:grouped') &&
      last.note.id === n.note.id
    ) {
      const reactions = last.type === 'reaction' ? [{ user: last.user, reaction: last.reaction }] : last.reactions;
      out[out.length - 1] = {
        id: last.id,
        createdAt: last.createdAt,
        type: 'reaction:grouped',
        note: last.note,
        reactions: [...reactions, { user: n.user, reaction: n.reaction }],
      };
      continue;
    }
    if (
      n.type === 'renote' &&
      last &&
      (last.type === 'renote' || last.type === 'renote:grouped') &&
      last.note.renoteId === n.note.renoteId
    ) {
      const users = last.type === 'renote' ? [last.user] : last.users;
      out[out.length - 1] = {
        id: last.id,
        createdAt: last.createdAt,
        type: 'renote:grouped',
        note: last.note,
        users: [...users, n.user],
      };
      continue;
    }
    out.push(n);
  }
  return out;
}

/** The signed-in user's notifications. */
export function notificationEndpoints(notifications: Notifications) {
  const list = (params: Record<string, unknown>, userId: string) => {
    const result = notifications.list(userId, {
      ...pageOf(params),
      ...(Array.isArray(params.includeTypes) ? { includeTypes: params.includeTypes as string[] } : {}),
      ...(Array.isArray(params.excludeTypes) ? { excludeTypes: params.excludeTypes as string[] } : {}),
    });
    if (params.markAsRead !== false) notifications.markAllRead(userId);
    return result;
  };
  return [
    defineEndpoint({
      name: 'i/notifications',
      requireCredential: true,
      kind: 'read:notifications',
      limit: null,
      params: listParams,
      handle: (params, ctx) => list(params, signedIn(ctx).id),
    }),
    defineEndpoint({
      name: 'i/notifications-grouped',
      requireCredential: true,
      kind: 'read:notifications',
      limit: null,
      params: listParams,
      handle: (params, ctx) => groupNotifications(list(params, signedIn(ctx).id)),
    }),
    defineEndpoint({
      name: 'notifications/mark-all-as-read',
      requireCredential: true,
      kind: 'write:notifications',
      limit: null,
      params: { type: 'object', properties: {} },
      handle(_params, ctx) {
        notifications.markAllRead(signedIn(ctx).id);
        return undefined;
      },
    }),
  ];
}
