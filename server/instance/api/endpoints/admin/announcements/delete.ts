import { announcementErrors } from '../../../../announcements/announcement-errors';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Deletes an announcement and its read marks (moderators). */
export default defineEndpoint({
  name: 'admin/announcements/delete',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:announcements',
  limit: null,
  params: { type: 'object', properties: { id }, required: ['id'] },
  handle(params, ctx) {
    const { announcements } = ctx.services;
    const row = announcements.byId(params.id);
    if (!row) throw announcementErrors.noSuchAnnouncementToDelete();
    announcements.delete(row);
    return undefined;
  },
});
