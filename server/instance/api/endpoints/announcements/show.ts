import { announcementErrors } from '../../../announcements/announcement-errors';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** One announcement, when it is for everyone or for the viewer. */
export default defineEndpoint({
  name: 'announcements/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { announcementId: id }, required: ['announcementId'] },
  handle(params, ctx) {
    const { announcements } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const row = announcements.byId(params.announcementId);
    if (!row || !announcements.visibleTo(row, viewerId)) throw announcementErrors.noSuchAnnouncementToShow();
    return announcements.pack(row, viewerId);
  },
});
