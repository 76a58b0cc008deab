import { defineEndpoint } from '../../../endpoint';
import { announcementProperties, announcementUserId } from '../../../families/announcement-params';

/** A new announcement, to everyone or to one user (moderators). */
export default defineEndpoint({
  name: 'admin/announcements/create',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:announcements',
  limit: null,
  params: {
    type: 'object',
    properties: { ...announcementProperties, userId: announcementUserId },
    required: ['title', 'text', 'imageUrl'],
  },
  handle(params, ctx) {
    const { announcements } = ctx.services;
    const row = announcements.create(
      {
        title: params.title,
        text: params.text,
        imageUrl: params.imageUrl,
        icon: params.icon ?? 'info',
        display: params.display ?? 'normal',
        forExistingUsers: params.forExistingUsers ?? false,
        silence: params.silence ?? false,
        needConfirmationToRead: params.needConfirmationToRead ?? false,
      },
      params.userId ?? null,
    );
    return announcements.packForModerators(row);
  },
});
