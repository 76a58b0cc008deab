import { defineEndpoint } from '../../endpoint';
import { listNotifications, notificationListParams } from '../../families/notification-lists';

export default defineEndpoint({
  name: 'i/notifications-grouped',
  requireCredential: true,
  kind: 'read:notifications',
  limit: null,
  params: notificationListParams,
  handle: (params, ctx) => ctx.services.notifications.group(listNotifications(params, ctx)),
});
