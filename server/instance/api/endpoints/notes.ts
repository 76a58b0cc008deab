import type { MfmNode } from 'mfm-js';
import type { Instance } from '../../instance';
import { parseBounded } from '../../mfm/parse-bounded';
import { createNote } from '../../notes/create-note';
import { deleteNote } from '../../notes/delete-note';
import { noteErrors } from '../../notes/note-errors';
import type { NoteRow } from '../../notes/note-row';
import { packNote, packNotes } from '../../notes/pack-note';
import { filterClauses, notesWithTags, pageNotes, type TimelineKind, timeline } from '../../notes/queries';
import { hashtagTrends } from '../../notes/trends';
import type { Notifications } from '../../notifications/notifications';
import { type ApiContext, signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { apiErrors } from '../errors';
import { type PageParams, pageOf, pagingProperties } from '../paging';
import { HOUR, SECOND } from '../rate-limit';
import { id, idList, nullableId } from '../schema';

const filters = {
  withRenotes: { type: 'boolean', default: true },
  withReplies: { type: 'boolean', default: false },
  withFiles: { type: 'boolean', default: false },
} as const;

/** The last moment a date can name (JavaScript's and so ISO 8601's range); later poll ends are refused. */
const MAX_DATE = 8_640_000_000_000_000;
/** Misskey's hard cap on a note's text; the instance's own maxNoteTextLength may be lower. */
const MAX_NOTE_TEXT_LENGTH = 3000;

/** Notes: posting, reading, deleting, and the timelines. */
export function noteEndpoints(instance: Instance, notifications: Notifications) {
  const db = instance.db;
  const find = (noteId: string) => db.prepare('SELECT * FROM notes WHERE id = ?').get(noteId) as NoteRow | undefined;

  /** The four timelines share their parameters and paging; each declares itself below. */
  const timelineParams = { type: 'object', properties: { ...pagingProperties, ...filters } } as const;
  const readTimeline =
    (kind: TimelineKind) =>
    (params: { withRenotes?: boolean; withReplies?: boolean; withFiles?: boolean } & PageParams, ctx: ApiContext) => {
      const policies = instance.settings.get().policies;
      if ((kind === 'local' || kind === 'hybrid') && !policies.ltlAvailable) throw noteErrors.ltlDisabled();
      if (kind === 'global' && !policies.gtlAvailable) throw noteErrors.gtlDisabled();
      const viewerId = ctx.user?.id ?? null;
      const rows = timeline(db, kind, viewerId, pageOf(params), {
        withRenotes: params.withRenotes ?? true,
        withReplies: params.withReplies ?? false,
        withFiles: params.withFiles ?? false,
      });
      return packNotes(instance, rows, viewerId);
    };

  return [
    defineEndpoint({
      name: 'notes/create',
      requireCredential: true,
      kind: 'write:notes',
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
            enum: [
              null,
              'likeOnly',
              'likeOnlyForRemote',
              'nonSensitiveOnly',
              'nonSensitiveOnlyForLocalLikeOnlyForRemote',
            ],
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
        const max = instance.settings.get().maxNoteTextLength;
        if (params.text && [...params.text].length > max) {
          throw apiErrors.invalidParam({ param: '#/text', reason: `must NOT have more than ${max} characters` });
        }
        const user = signedIn(ctx);
        const post = (nodes: MfmNode[] | null) =>
          instance.atomically(() => {
            const note = createNote(instance, notifications, user, params, nodes);
            return { createdNote: packNote(instance, note, note.user_id) };
          });
        // Ordinary text parses at once; text that could take long parses off the main thread first.
        const nodes = params.text ? parseBounded(params.text) : [];
        return nodes instanceof Promise ? nodes.then(post) : post(nodes);
      },
    }),
    defineEndpoint({
      name: 'notes/show',
      requireCredential: false,
      kind: null,
      limit: null,
      params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
      handle(params, ctx) {
        const note = find(params.noteId);
        if (!note) throw noteErrors.noSuchNote();
        return packNote(instance, note, ctx.user?.id ?? null);
      },
    }),
    defineEndpoint({
      name: 'notes/delete',
      requireCredential: true,
      kind: 'write:notes',
      limit: { duration: HOUR, max: 300, minInterval: SECOND },
      params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
      handle(params, ctx) {
        const user = signedIn(ctx);
        const note = find(params.noteId);
        if (!note) throw noteErrors.noSuchNote();
        if (note.user_id !== user.id && !user.is_admin && !user.is_moderator) throw noteErrors.accessDenied();
        deleteNote(instance, note);
        return undefined;
      },
    }),
    defineEndpoint({
      name: 'notes/children',
      requireCredential: false,
      kind: null,
      limit: null,
      params: { type: 'object', properties: { noteId: id, ...pagingProperties }, required: ['noteId'] },
      handle(params, ctx) {
        const viewerId = ctx.user?.id ?? null;
        // Replies, and quotes (renotes with content of their own).
        const rows = pageNotes(
          db,
          ["(n.reply_id = ? OR (n.renote_id = ? AND (n.text IS NOT NULL OR n.file_ids != '[]' OR n.has_poll = 1)))"],
          [params.noteId, params.noteId],
          pageOf(params),
          viewerId,
        );
        return packNotes(instance, rows, viewerId);
      },
    }),
    defineEndpoint({
      name: 'notes/search-by-tag',
      requireCredential: false,
      kind: null,
      limit: null,
      params: {
        type: 'object',
        properties: {
          tag: { type: 'string', minLength: 1, maxLength: 128 },
          query: {
            type: 'array',
            maxItems: 16,
            items: { type: 'array', maxItems: 16, items: { type: 'string', minLength: 1, maxLength: 128 } },
          },
          ...pagingProperties,
        },
        anyOf: [{ required: ['tag'] }, { required: ['query'] }],
      },
      handle(params, ctx) {
        const viewerId = ctx.user?.id ?? null;
        const groups = 'tag' in params ? [[params.tag]] : params.query;
        return packNotes(instance, notesWithTags(db, groups, viewerId, pageOf(params)), viewerId);
      },
    }),
    defineEndpoint({
      name: 'hashtags/trend',
      requireCredential: false,
      kind: null,
      limit: null,
      allowGet: true,
      params: { type: 'object', properties: {} },
      handle: () => hashtagTrends(db),
    }),
    defineEndpoint({
      name: 'notes/renotes',
      requireCredential: false,
      kind: null,
      limit: null,
      params: { type: 'object', properties: { noteId: id, ...pagingProperties }, required: ['noteId'] },
      handle(params, ctx) {
        const viewerId = ctx.user?.id ?? null;
        return packNotes(
          instance,
          pageNotes(db, ['n.renote_id = ?'], [params.noteId], pageOf(params), viewerId),
          viewerId,
        );
      },
    }),
    defineEndpoint({
      name: 'notes/mentions',
      requireCredential: true,
      kind: 'read:account',
      limit: null,
      params: {
        type: 'object',
        properties: {
          following: { type: 'boolean', default: false },
          visibility: { type: 'string', enum: ['public', 'home', 'followers', 'specified'] },
          ...pagingProperties,
        },
      },
      handle(params, ctx) {
        const user = signedIn(ctx);
        const where = ['EXISTS (SELECT 1 FROM json_each(n.mentions) WHERE value = ?)'];
        const values: unknown[] = [user.id];
        if (params.visibility) {
          where.push('n.visibility = ?');
          values.push(params.visibility);
        }
        if (params.following) {
          where.push('n.user_id IN (SELECT followee_id FROM follows WHERE follower_id = ?)');
          values.push(user.id);
        }
        return packNotes(instance, pageNotes(db, where, values, pageOf(params), user.id), user.id);
      },
    }),
    defineEndpoint({
      name: 'notes/timeline',
      requireCredential: true,
      kind: 'read:account',
      limit: null,
      params: timelineParams,
      handle: readTimeline('home'),
    }),
    defineEndpoint({
      name: 'notes/local-timeline',
      requireCredential: false,
      kind: null,
      limit: null,
      params: timelineParams,
      handle: readTimeline('local'),
    }),
    defineEndpoint({
      name: 'notes/hybrid-timeline',
      requireCredential: true,
      kind: 'read:account',
      limit: null,
      params: timelineParams,
      handle: readTimeline('hybrid'),
    }),
    defineEndpoint({
      name: 'notes/global-timeline',
      requireCredential: false,
      kind: null,
      limit: null,
      params: timelineParams,
      handle: readTimeline('global'),
    }),
    defineEndpoint({
      name: 'users/notes',
      requireCredential: false,
      kind: null,
      limit: null,
      params: {
        type: 'object',
        properties: {
          userId: id,
          ...pagingProperties,
          ...filters,
          withReplies: { type: 'boolean', default: false },
          withChannelNotes: { type: 'boolean' },
        },
        required: ['userId'],
      },
      handle(params, ctx) {
        const viewerId = ctx.user?.id ?? null;
        const where = [
          'n.user_id = ?',
          ...filterClauses({
            withRenotes: params.withRenotes,
            withReplies: params.withReplies,
            withFiles: params.withFiles,
          }),
        ];
        return packNotes(instance, pageNotes(db, where, [params.userId], pageOf(params), viewerId), viewerId);
      },
    }),
  ];
}
