import { notificationTypes } from 'misskey-js';
import { type ApiContext, signedIn } from '../context';
import { pageOf, pagingProperties } from '../paging';
import type { SchemaType } from '../schema-type';

/** A filter of notification types: Misskey's types, each at most once. */
const notificationTypeList = {
  type: 'array',
  uniqueItems: true,
  maxItems: notificationTypes.length,
  items: { type: 'string', enum: [...notificationTypes] },
} as const;

/** The parameters of i/notifications and i/notifications-grouped. */
export const notificationListParams = {
  type: 'object',
  properties: {
    ...pagingProperties,
    markAsRead: { type: 'boolean', default: true },
    includeTypes: notificationTypeList,
    excludeTypes: notificationTypeList,
  },
} as const;

/** A page of the caller's notifications, marking them read unless asked not to. */
export function listNotifications(params: SchemaType<typeof notificationListParams>, ctx: ApiContext) {
  const { notifications } = ctx.services;
  const userId = signedIn(ctx).id;
  const result = notifications.list(userId, {
    ...pageOf(params),
    ...(params.includeTypes ? { includeTypes: params.includeTypes } : {}),
    ...(params.excludeTypes ? { excludeTypes: params.excludeTypes } : {}),
  });
  if (params.markAsRead) notifications.markAllRead(userId);
  return result;
}
