import { announcementErrors } from '../../../../announcements/announcement-errors';
import { defineEndpoint } from '../../../endpoint';
import { announcementProperties } from '../../../families/announcement-params';
import { id } from '../../../schema';

/** Changes an announcement, or moves it to the past (isActive false) (moderators). */
export default defineEndpoint({
  name: 'admin/announcements/update',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:announcements',
  limit: null,
  params: {
    type: 'object',
    properties: { id, ...announcementProperties, isActive: { type: 'boolean' } },
    required: ['id'],
  },
  handle(params, ctx) {
    const { announcements } = ctx.services;
    const row = announcements.byId(params.id);
    if (!row) throw announcementErrors.noSuchAnnouncementToUpdate();
    const { id: _id, ...change } = params;
    announcements.update(row, change);
    return undefined;
  },
});
