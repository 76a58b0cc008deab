import { HOUR } from '../rate-limit';
import { id, idList, nullableId } from '../schema';

/** Misskey's hard cap on a note's text, which a draft shares. */
const MAX_NOTE_TEXT_LENGTH = 3000;
/** The last moment a date can name (JavaScript's range). */
const MAX_DATE = 8_640_000_000_000_000;

/** notes/drafts/create's and update's limit: Misskey's, 300 an hour. */
export const draftWriteLimit = { duration: HOUR, max: 300 } as const;

/** The fields of a draft, as notes/drafts/create and update take them (Misskey 2025.12's bounds). */
export const noteDraftProperties = {
  visibility: { type: 'string', enum: ['public', 'home', 'followers', 'specified'] },
  visibleUserIds: idList(100),
  cw: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
  hashtag: { type: ['string', 'null'], maxLength: 200 },
  localOnly: { type: 'boolean' },
  reactionAcceptance: {
    type: ['string', 'null'],
    enum: [null, 'likeOnly', 'likeOnlyForRemote', 'nonSensitiveOnly', 'nonSensitiveOnlyForLocalLikeOnlyForRemote'],
  },
  replyId: nullableId,
  renoteId: nullableId,
  channelId: nullableId,
  text: { type: ['string', 'null'], maxLength: MAX_NOTE_TEXT_LENGTH },
  fileIds: { type: 'array', uniqueItems: true, maxItems: 16, items: id },
  poll: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      choices: {
        type: 'array',
        uniqueItems: true,
        maxItems: 10,
        items: { type: 'string', minLength: 1, maxLength: 50 },
      },
      multiple: { type: 'boolean' },
      expiresAt: { type: ['integer', 'null'], maximum: MAX_DATE },
      expiredAfter: { type: ['integer', 'null'], minimum: 1, maximum: MAX_DATE },
    },
    required: ['choices'],
  },
  scheduledAt: { type: ['integer', 'null'], minimum: 0, maximum: MAX_DATE },
  isActuallyScheduled: { type: 'boolean' },
} as const;
