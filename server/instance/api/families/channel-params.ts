import { pagingProperties } from '../paging';
import { id, idList } from '../schema';

/** channels/create's and channels/update's settable fields, with Misskey's bounds. */
export const channelProperties = {
  name: { type: 'string', minLength: 1, maxLength: 128 },
  description: { type: ['string', 'null'], minLength: 1, maxLength: 2048 },
  bannerId: { type: ['string', 'null'], format: 'misskey:id' },
  color: { type: 'string', minLength: 1, maxLength: 16 },
  isSensitive: { type: ['boolean', 'null'] },
  allowRenoteToExternal: { type: ['boolean', 'null'] },
} as const;

/** The channel id parameter. */
export const channelId = id;

/** channels/update's own fields. */
export const channelUpdateProperties = {
  isArchived: { type: ['boolean', 'null'] },
  pinnedNoteIds: idList(100),
} as const;

/** The paging of Misskey's channel lists (five by default). */
export const channelPaging = {
  ...pagingProperties,
  limit: { ...pagingProperties.limit, default: 5 },
} as const;
