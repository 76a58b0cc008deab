import type { Instance } from '../instance';

/** A custom emoji as stored. */
export interface EmojiRow {
  id: string;
  name: string;
  category: string | null;
  aliases: string;
  url: string;
  license: string | null;
  is_sensitive: number;
  local_only: number;
  /** A JSON array of the roles whose members may react with it (none: everyone). */
  role_ids: string;
}

/** An emoji's aliases, stored as a JSON list. */
export function emojiAliasesOf(row: EmojiRow): string[] {
  return JSON.parse(row.aliases) as string[];
}

/** An emoji's image address: stored ones are served by this server, others are absolute already. */
export function emojiUrl(instance: Instance, row: EmojiRow): string {
  return row.url.startsWith('/') ? `${instance.url()}${row.url}` : row.url;
}

/** An emoji as misskey-js's EmojiDetailed. */
export function packEmojiDetailed(instance: Instance, row: EmojiRow) {
  return {
    id: row.id,
    aliases: emojiAliasesOf(row),
    name: row.name,
    category: row.category,
    host: null,
    url: emojiUrl(instance, row),
    license: row.license,
    isSensitive: row.is_sensitive === 1,
    localOnly: row.local_only === 1,
    roleIdsThatCanBeUsedThisEmojiAsReaction: JSON.parse(row.role_ids ?? '[]') as string[],
  };
}

/**
 * An emoji as misskey-js's EmojiDetailedAdmin, for the emoji grid: its image's type and when it
 * last changed, the roles that may react with it by name.
 */
export function packEmojiDetailedAdmin(
  instance: Instance,
  row: EmojiRow & { file_type: string | null; updated_at: number | null },
  roleName: (roleId: string) => string | undefined,
) {
  const url = emojiUrl(instance, row);
  const roleIds = JSON.parse(row.role_ids ?? '[]') as string[];
  return {
    id: row.id,
    updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
    name: row.name,
    host: null,
    publicUrl: url,
    originalUrl: url,
    uri: null,
    type: row.file_type,
    aliases: emojiAliasesOf(row),
    category: row.category,
    license: row.license,
    localOnly: row.local_only === 1,
    isSensitive: row.is_sensitive === 1,
    roleIdsThatCanBeUsedThisEmojiAsReaction: roleIds.flatMap((id) => {
      const name = roleName(id);
      return name === undefined ? [] : [{ id, name }];
    }),
  };
}
