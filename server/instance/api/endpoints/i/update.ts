import { PROFILE_LANGS } from '@tessera/profile-langs';
import { clientError } from '../../../errors';
import type { UserProfile } from '../../../users/user-row';
import { type ApiContext, signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { parseAcctInput, resolveAcct, userUri } from '../../families/account-uris';
import { HOUR } from '../../rate-limit';
import { id, nullableId, nullableText, text } from '../../schema';

const PROFILE_FLAGS = [
  'autoAcceptFollowed',
  'hideOnlineStatus',
  'publicReactions',
  'isExplorable',
  'noCrawle',
  'preventAiLearning',
  'alwaysMarkNsfw',
  'autoSensitive',
  'carefulBot',
  'injectFeaturedNote',
  'receiveAnnouncementEmail',
] as const;

/** Muted words: each a word list (all must match) or a /regular expression/. */
const mutedWordList = {
  type: 'array',
  maxItems: 1000,
  items: {
    anyOf: [{ type: 'array', maxItems: 100, items: text(1000) }, text(1000)],
  },
} as const;

/** From whom one notification type is received. */
const receiveConfig = {
  anyOf: [
    {
      type: 'object',
      properties: {
        type: {
          type: 'string',
          enum: ['all', 'following', 'follower', 'mutualFollow', 'followingOrFollower', 'never'],
        },
      },
      required: ['type'],
    },
    {
      type: 'object',
      properties: { type: { type: 'string', enum: ['list'] }, userListId: id },
      required: ['type', 'userListId'],
    },
  ],
} as const;

/** The notification types whose reception can be set (Misskey's i/update). */
const RECEIVE_CONFIG_TYPES = [
  'note',
  'follow',
  'mention',
  'reply',
  'renote',
  'quote',
  'reaction',
  'pollEnded',
  'scheduledNotePosted',
  'scheduledNotePostFailed',
  'receiveFollowRequest',
  'followRequestAccepted',
  'roleAssigned',
  'chatRoomInvitationReceived',
  'achievementEarned',
  'app',
  'test',
] as const;

const tooManyMutedWords = clientError(
  'TOO_MANY_MUTED_WORDS',
  '010665b1-a211-42d2-bc64-8f6609d79785',
  'Too many muted words.',
);
const invalidRegexp = clientError(
  'INVALID_REGEXP',
  '0d786918-10df-41cd-8f33-8dec7d9a89a5',
  'Invalid Regular Expression.',
);

/** Misskey's checks of a muted-word list: the role's size limit (counted as JSON), and valid expressions. */
function checkMutedWords(words: readonly (string | readonly string[])[], limit: number): void {
  if (JSON.stringify(words).length > limit) throw tooManyMutedWords();
  for (const word of words) {
    if (typeof word !== 'string') continue;
    const match = /^\/(.+)\/(.*)$/.exec(word);
    if (!match) throw invalidRegexp();
    try {
      new RegExp(match[1] ?? '', match[2]);
    } catch {
      throw invalidRegexp();
    }
  }
}

const nameContainsProhibitedWords = clientError(
  'YOUR_NAME_CONTAINS_PROHIBITED_WORDS',
  '0b3f9f6a-2f4d-4b1f-9fb4-49d3a2fd7191',
  'Your new name contains prohibited words.',
  422,
);

const noSuchFileErrors = {
  avatar: clientError('NO_SUCH_AVATAR', '539f3a45-f215-4f81-a9a8-31293640207f', 'No such avatar.'),
  banner: clientError('NO_SUCH_BANNER', '0d8f5629-f210-41c2-9433-735831a58595', 'No such banner.'),
};
const noSuchFile = (which: 'avatar' | 'banner') => noSuchFileErrors[which]();

export default defineEndpoint({
  name: 'i/update',
  requireCredential: true,
  kind: 'write:account',
  limit: { duration: HOUR, max: 20 },
  params: {
    type: 'object',
    properties: {
      name: nullableText(50),
      description: nullableText(1500),
      location: nullableText(50),
      birthday: { ...nullableText(10), pattern: '^([0-9]{4})-([0-9]{2})-([0-9]{2})$' },
      lang: { type: ['string', 'null'], enum: [null, ...PROFILE_LANGS] },
      avatarId: nullableId,
      bannerId: nullableId,
      fields: {
        type: 'array',
        maxItems: 16,
        items: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: 255 }, value: { type: 'string', maxLength: 1500 } },
          required: ['name', 'value'],
        },
      },
      isLocked: { type: 'boolean' },
      isBot: { type: 'boolean' },
      isCat: { type: 'boolean' },
      followedMessage: nullableText(256),
      followingVisibility: { type: 'string', enum: ['public', 'followers', 'private'] },
      followersVisibility: { type: 'string', enum: ['public', 'followers', 'private'] },
      chatScope: { type: 'string', enum: ['everyone', 'followers', 'following', 'mutual', 'none'] },
      mutedWords: mutedWordList,
      hardMutedWords: mutedWordList,
      mutedInstances: { type: 'array', maxItems: 1000, items: text(256) },
      emailNotificationTypes: { type: 'array', uniqueItems: true, maxItems: 16, items: text(64) },
      alsoKnownAs: { type: 'array', maxItems: 10, uniqueItems: true, items: text(512) },
      avatarDecorations: {
        type: 'array',
        maxItems: 16,
        items: {
          type: 'object',
          properties: {
            id,
            angle: { type: ['number', 'null'], minimum: -0.5, maximum: 0.5 },
            flipH: { type: ['boolean', 'null'] },
            offsetX: { type: ['number', 'null'], minimum: -0.25, maximum: 0.25 },
            offsetY: { type: ['number', 'null'], minimum: -0.25, maximum: 0.25 },
          },
          required: ['id'],
        },
      },
      notificationRecieveConfig: {
        type: 'object',
        properties: Object.fromEntries(RECEIVE_CONFIG_TYPES.map((t) => [t, receiveConfig])) as Record<
          (typeof RECEIVE_CONFIG_TYPES)[number],
          typeof receiveConfig
        >,
      },
      pinnedPageId: nullableId,
      ...Object.fromEntries(PROFILE_FLAGS.map((f) => [f, { type: 'boolean' }])),
    },
  },
  handle(validated, ctx) {
    const { instance } = ctx.services;
    const db = instance.db;
    // Walked key by key below, as Misskey's i/update does.
    const params: Record<string, unknown> = validated;
    const user = signedIn(ctx);
    const policies = instance.policiesOf(user.id);
    const { wordMuteLimit } = policies;
    // A role that marks every upload sensitive decides that itself; one without bio media keeps the pictures.
    if (typeof params.alwaysMarkNsfw === 'boolean' && policies.alwaysMarkNsfw) throw restrictedByRole();
    if ((params.avatarId || params.bannerId) && !policies.canUpdateBioMedia) throw restrictedByRole();
    for (const key of ['mutedWords', 'hardMutedWords'] as const) {
      const words = params[key] as (string | string[])[] | undefined;
      if (words !== undefined) checkMutedWords(words, wordMuteLimit);
    }
    const name = params.name;
    if (
      typeof name === 'string' &&
      ctx.services.text.matchesWordList(name, instance.settings.get().prohibitedWordsForNameOfUser)
    ) {
      throw nameContainsProhibitedWords();
    }
    const columns: Record<string, unknown> = {};
    for (const key of ['name', 'description', 'location', 'birthday', 'lang'] as const) {
      if (key in params) columns[key] = params[key] === '' ? null : params[key];
    }
    for (const [key, column] of [
      ['isLocked', 'is_locked'],
      ['isBot', 'is_bot'],
      ['isCat', 'is_cat'],
    ] as const) {
      if (typeof params[key] === 'boolean') columns[column] = params[key] ? 1 : 0;
    }
    if ('fields' in params) columns.fields = JSON.stringify(params.fields);
    if ('description' in params)
      columns.tags = JSON.stringify(
        ctx.services.text.descriptionTags((params.description as string | null | undefined) ?? null),
      );
    for (const [key, column, which] of [
      ['avatarId', 'avatar_file_id', 'avatar'],
      ['bannerId', 'banner_file_id', 'banner'],
    ] as const) {
      if (!(key in params)) continue;
      const fileId = params[key] as string | null;
      if (fileId !== null) {
        const file = db.prepare('SELECT type FROM drive_files WHERE id = ? AND user_id = ?').get(fileId, user.id) as
          | { type: string }
          | undefined;
        if (!file?.type.startsWith('image/')) throw noSuchFile(which);
      }
      columns[column] = fileId;
    }
    // The flags spread into the schema leave this one loosely typed; the schema checked it is a list of strings.
    if (params.avatarDecorations) {
      columns.avatar_decorations = wornDecorationsParam(ctx, params.avatarDecorations as readonly DecorationParam[]);
    }
    if (params.alsoKnownAs) columns.also_known_as = aliasUris(ctx, user.id, params.alsoKnownAs as readonly string[]);
    const profile: UserProfile = { ...ctx.services.accounts.profileOf(user) };
    for (const key of [
      ...PROFILE_FLAGS,
      'followedMessage',
      'followingVisibility',
      'followersVisibility',
      'chatScope',
      'mutedWords',
      'hardMutedWords',
      'mutedInstances',
      'notificationRecieveConfig',
      'emailNotificationTypes',
    ] as const) {
      if (key in params) (profile as Record<string, unknown>)[key] = params[key];
    }
    columns.profile = JSON.stringify(profile);
    columns.updated_at = Date.now();
    const keys = Object.keys(columns);
    db.prepare(`UPDATE users SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE id = ?`).run(
      ...keys.map((k) => columns[k]),
      user.id,
    );
    return ctx.services.announceMeUpdated(user.id);
  },
});

/**
 * The accounts named as this one's aliases, as URIs (Misskey resolves each; this server finds only
 * its own accounts). An empty list clears them.
 */
function aliasUris(ctx: ApiContext, selfId: string, accts: readonly string[]): string | null {
  const uris = new Set<string>();
  for (const line of accts) {
    const alias = line ? resolveAcct(ctx, parseAcctInput(line)) : null;
    if (!alias) throw clientError('NO_SUCH_USER', 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5', 'No such user.')();
    if (alias.id === selfId) {
      throw clientError(
        'FORBIDDEN_TO_SET_YOURSELF',
        '25c90186-4ab0-49c8-9bba-a1fa6c202ba4',
        "You can't set yourself as your own alias.",
      )();
    }
    uris.add(userUri(ctx, alias.id));
  }
  return uris.size > 0 ? JSON.stringify([...uris]) : null;
}

/** i/update's refusal of what the account's roles do not allow. */
const restrictedByRole = clientError(
  'RESTRICTED_BY_ROLE',
  '8feff0ba-5ab5-585b-31f4-4df816663fad',
  'This feature is restricted by your role.',
);

type DecorationParam = {
  id: string;
  angle?: number | null;
  flipH?: boolean | null;
  offsetX?: number | null;
  offsetY?: number | null;
};

/** The decorations to wear, within the role's limit; unknown ones are left out, as Misskey does. */
function wornDecorationsParam(ctx: ApiContext, decorations: readonly DecorationParam[]): string {
  if (decorations.length > ctx.services.instance.policiesOf(ctx.user?.id ?? null).avatarDecorationLimit) {
    throw restrictedByRole();
  }
  const offered = ctx.services.avatarDecorations;
  return JSON.stringify(
    decorations
      .filter((d) => offered.byId(d.id))
      .map((d) => ({
        id: d.id,
        angle: d.angle ?? 0,
        flipH: d.flipH ?? false,
        offsetX: d.offsetX ?? 0,
        offsetY: d.offsetY ?? 0,
      })),
  );
}
