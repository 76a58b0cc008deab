import { nullableId } from '../schema';

/** admin/announcements/create's and update's fields, with bounds. */
export const announcementProperties = {
  title: { type: 'string', minLength: 1, maxLength: 256 },
  text: { type: 'string', minLength: 1, maxLength: 8192 },
  imageUrl: { type: ['string', 'null'], maxLength: 2048 },
  icon: { type: 'string', enum: ['info', 'warning', 'error', 'success'] },
  display: { type: 'string', enum: ['normal', 'banner', 'dialog'] },
  forExistingUsers: { type: 'boolean' },
  silence: { type: 'boolean' },
  needConfirmationToRead: { type: 'boolean' },
} as const;

/** Who an announcement is for: one user, or everyone (null). */
export const announcementUserId = nullableId;
