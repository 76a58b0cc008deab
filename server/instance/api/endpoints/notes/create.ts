import type { MfmNode } from 'mfm-js';
import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { HOUR } from '../../rate-limit';
import { id, idList, nullableId } from '../../schema';

/** The last moment a date can name (JavaScript's and so ISO 8601's range); later poll ends are refused. */
const MAX_DATE = 8_640_000_000_000_000;
/** Misskey's hard cap on a note's text; the instance's own maxNoteTextLength may be lower. */
const MAX_NOTE_TEXT_LENGTH = 3000;

export default defineEndpoint({
  name: 'notes/create',
  requireCredential: true,
  kind: 'write:notes',
  prohibitMoved: true,
  limit: { duration: HOUR, max: 300 },
  params: {
    type: 'object',
    properties: {
      visibility: { type: 'string', enum: ['public', 'home', 'followers', 'specified'], default: 'public' },
      visibleUserIds: idList(100),
      cw: { type: ['string', 'null'], maxLength: 100 },
      localOnly: { type: 'boolean', default: false },
      reactionAcceptance: {
        type: ['string', 'null'],
        enum: [null, 'likeOnly', 'likeOnlyForRemote', 'nonSensitiveOnly', 'nonSensitiveOnlyForLocalLikeOnlyForRemote'],
        default: null,
      },
      noExtractMentions: { type: 'boolean' },
      noExtractHashtags: { type: 'boolean' },
      noExtractEmojis: { type: 'boolean' },
      replyId: nullableId,
      renoteId: nullableId,
      channelId: nullableId,
      text: { type: ['string', 'null'], minLength: 1, maxLength: MAX_NOTE_TEXT_LENGTH },
      fileIds: { type: 'array', uniqueItems: true, minItems: 1, maxItems: 16, items: id },
      mediaIds: { type: 'array', uniqueItems: true, minItems: 1, maxItems: 16, items: id },
      poll: {
        type: ['object', 'null'],
        additionalProperties: false,
        properties: {
          choices: {
            type: 'array',
            uniqueItems: true,
            minItems: 2,
            maxItems: 10,
            items: { type: 'string', minLength: 1, maxLength: 50 },
          },
          multiple: { type: 'boolean' },
          expiresAt: { type: ['integer', 'null'], maximum: MAX_DATE },
          expiredAfter: { type: ['integer', 'null'], minimum: 1, maximum: MAX_DATE },
        },
        required: ['choices'],
      },
    },
  },
  handle(params, ctx) {
    const { instance, notes, pack } = ctx.services;
    const max = instance.settings.get().maxNoteTextLength;
    if (params.text && [...params.text].length > max) {
      throw apiErrors.invalidParam({ param: '#/text', reason: `must NOT have more than ${max} characters` });
    }
    const user = signedIn(ctx);
    const post = (nodes: MfmNode[] | null) =>
      instance.atomically(() => {
        const note = notes.create(user, params, nodes);
        return { createdNote: pack.note(note, note.user_id) };
      });
    // Ordinary text parses at once; text that could take long parses off the main thread first.
    const nodes = params.text ? ctx.services.text.parse(params.text) : [];
    return nodes instanceof Promise ? nodes.then(post) : post(nodes);
  },
});
