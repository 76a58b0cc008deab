import type { Instance } from '../../instance';

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
}

/** An emoji's image address: stored ones are served by this server, others are absolute already. */
export function emojiUrl(instance: Instance, row: EmojiRow): string {
  return row.url.startsWith('/') ? `${instance.url()}${row.url}` : row.url;
}
