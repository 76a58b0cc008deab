import type { entities } from 'misskey-js';

/** Groups emoji by category, in the order categories first appear; those without one come last. */
export function byCategory(emojis: readonly entities.EmojiSimple[]): [string | null, entities.EmojiSimple[]][] {
  const groups = new Map<string | null, entities.EmojiSimple[]>();
  for (const emoji of emojis) {
    const key = emoji.category || null;
    groups.set(key, [...(groups.get(key) ?? []), emoji]);
  }
  const named = [...groups.entries()].filter(([k]) => k !== null);
  const rest = groups.get(null);
  return rest ? [...named, [null, rest]] : named;
}

/** Whether an emoji answers a search: its name, an alias or its category contains the words. */
export function matchesEmoji(emoji: entities.EmojiSimple, query: string): boolean {
  const q = query.trim().toLowerCase().replace(/^:|:$/g, '');
  if (!q) return true;
  return [emoji.name, ...emoji.aliases, emoji.category ?? ''].some((s) => s.toLowerCase().includes(q));
}
