import { defineEndpoint } from '../../endpoint';
import { listNotifications, notificationListParams } from '../../families/notification-lists';

export default defineEndpoint({
  name: 'i/notifications',
  requireCredential: true,
  kind: 'read:notifications',
  limit: null,
  params: notificationListParams,
  handle: listNotifications,
});
