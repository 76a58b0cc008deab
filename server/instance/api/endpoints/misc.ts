import { permissions } from 'misskey-js';
import { isAchievement } from '../../achievements';
import type { Instance } from '../../instance';
import type { Notifications } from '../../notifications/notifications';
import type { Users } from '../../users/users';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { apiErrors, clientError } from '../errors';
import { nullableText, text } from '../schema';

interface EmojiRow {
  id: string;
  name: string;
  category: string | null;
  aliases: string;
  url: string;
  license: string | null;
  is_sensitive: number;
  local_only: number;
}

const noSuchEmoji = clientError('NO_SUCH_EMOJI', '6a5e3be7-5ac3-44a6-a425-9937cd66f8e3', 'No such emoji.');

/** Custom emoji, health and statistics, app tokens, and achievements. */
export function miscEndpoints(instance: Instance, users: Users, notifications: Notifications) {
  const db = instance.db;
  const emojiUrl = (row: EmojiRow) => (row.url.startsWith('/') ? `${instance.url()}${row.url}` : row.url);
  return [
    defineEndpoint({
      name: 'emojis',
      requireCredential: false,
      kind: null,
      limit: null,
      allowGet: true,
      params: { type: 'object', properties: {} },
      handle() {
        const rows = db.prepare('SELECT * FROM emojis ORDER BY category, name').all() as EmojiRow[];
        return {
          emojis: rows.map((r) => ({
            aliases: JSON.parse(r.aliases) as string[],
            name: r.name,
            category: r.category,
            url: emojiUrl(r),
            ...(r.local_only ? { localOnly: true } : {}),
            ...(r.is_sensitive ? { isSensitive: true } : {}),
          })),
        };
      },
    }),
    defineEndpoint({
      name: 'emoji',
      requireCredential: false,
      kind: null,
      limit: null,
      allowGet: true,
      params: { type: 'object', properties: { name: text(128) }, required: ['name'] },
      handle(params) {
        const r = db.prepare('SELECT * FROM emojis WHERE name = ?').get(params.name) as EmojiRow | undefined;
        if (!r) throw noSuchEmoji();
        return {
          id: r.id,
          aliases: JSON.parse(r.aliases) as string[],
          name: r.name,
          category: r.category,
          host: null,
          url: emojiUrl(r),
          license: r.license,
          isSensitive: r.is_sensitive === 1,
          localOnly: r.local_only === 1,
          roleIdsThatCanBeUsedThisEmojiAsReaction: [],
        };
      },
    }),
    defineEndpoint({
      name: 'ping',
      requireCredential: false,
      kind: null,
      limit: null,
      params: { type: 'object', properties: {} },
      handle: () => ({ pong: Date.now() }),
    }),
    defineEndpoint({
      name: 'stats',
      requireCredential: false,
      kind: null,
      limit: null,
      allowGet: true,
      params: { type: 'object', properties: {} },
      handle() {
        const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
        const notesCount = count('SELECT COUNT(*) AS n FROM notes');
        const usersCount = count('SELECT COUNT(*) AS n FROM users');
        return {
          notesCount,
          originalNotesCount: notesCount,
          usersCount,
          originalUsersCount: usersCount,
          instances: 0,
          driveUsageLocal: count('SELECT COALESCE(SUM(size), 0) AS n FROM drive_files'),
          driveUsageRemote: 0,
        };
      },
    }),
    defineEndpoint({
      name: 'miauth/gen-token',
      requireCredential: true,
      secure: true,
      kind: null,
      limit: null,
      params: {
        type: 'object',
        properties: {
          session: nullableText(256),
          name: nullableText(128),
          description: nullableText(512),
          iconUrl: nullableText(2048),
          permission: {
            type: 'array',
            uniqueItems: true,
            maxItems: permissions.length,
            items: { type: 'string', enum: [...permissions] },
          },
        },
        required: ['session', 'permission'],
      },
      handle(params, ctx) {
        const user = signedIn(ctx);
        const token = users.issueAppToken(user.id, params.name ?? null, params.permission);
        notifications.create(user.id, 'createToken');
        return { token };
      },
    }),
    defineEndpoint({
      name: 'i/revoke-token',
      requireCredential: true,
      secure: true,
      kind: null,
      limit: null,
      params: { type: 'object', properties: { tokenId: text(256), token: nullableText(256) } },
      handle(params, ctx) {
        const user = signedIn(ctx);
        const token = 'token' in params ? params.token : 'tokenId' in params ? params.tokenId : null;
        if (token && users.revokeToken(user.id, token)) instance.events.emit('tokenRevoked', token);
        return undefined;
      },
    }),
    defineEndpoint({
      name: 'i/claim-achievement',
      requireCredential: true,
      kind: null,
      limit: null,
      params: { type: 'object', properties: { name: text(64) }, required: ['name'] },
      handle(params, ctx) {
        const user = signedIn(ctx);
        if (!isAchievement(params.name)) throw apiErrors.invalidParam({ param: 'name', reason: 'unknown achievement' });
        const added = db
          .prepare('INSERT OR IGNORE INTO achievements (user_id, name, unlocked_at) VALUES (?, ?, ?)')
          .run(user.id, params.name, Date.now());
        if (added.changes > 0)
          notifications.create(user.id, 'achievementEarned', { data: { achievement: params.name } });
        return undefined;
      },
    }),
  ];
}
