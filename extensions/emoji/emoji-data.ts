import type { PreferencesHandle } from '@tessera/sdk';
/** Misskey's Unicode emoji categories, in the picker's order (spec 000 section 4's list). */
export const UNICODE_CATEGORIES = [
  'face',
  'people',
  'animals_and_nature',
  'food_and_drink',
  'activity',
  'travel_and_places',
  'objects',
  'symbols',
  'flags',
] as const;

export type UnicodeCategory = (typeof UNICODE_CATEGORIES)[number];

/** A Unicode emoji: the character and its English name (for search and screen readers). */
export interface UnicodeEmoji {
  char: string;
  name: string;
}

// unicode-emoji-json's Unicode groups, by Misskey's category names.
const GROUPS: Record<string, UnicodeCategory> = {
  smileys_emotion: 'face',
  people_body: 'people',
  animals_nature: 'animals_and_nature',
  food_drink: 'food_and_drink',
  activities: 'activity',
  travel_places: 'travel_and_places',
  objects: 'objects',
  symbols: 'symbols',
  flags: 'flags',
};

let loaded: Promise<Map<UnicodeCategory, UnicodeEmoji[]>> | null = null;

/** The Unicode emoji by category, loaded (once) with the picker, not with the app. */
export function loadUnicodeEmoji(): Promise<Map<UnicodeCategory, UnicodeEmoji[]>> {
  loaded ??= import('unicode-emoji-json/data-by-group.json').then(({ default: groups }) => {
    const byCategory = new Map<UnicodeCategory, UnicodeEmoji[]>();
    for (const group of groups as { slug: string; emojis: { emoji: string; name: string }[] }[]) {
      const category = GROUPS[group.slug];
      if (category)
        byCategory.set(
          category,
          group.emojis.map((e) => ({ char: e.emoji, name: e.name })),
        );
    }
    return byCategory;
  });
  return loaded;
}

/** A custom emoji of the server, as the emojis endpoint lists it. */
export interface CustomEmoji {
  name: string;
  aliases: string[];
  category: string | null;
  url: string;
  /** Set when the emoji is not offered to other servers. */
  localOnly?: boolean;
  /** Set when the emoji is marked sensitive. */
  isSensitive?: boolean;
  /** Set when only people with one of these roles may react with it. */
  roleIdsThatCanBeUsedThisEmojiAsReaction?: string[];
}

/** What the picker needs of the note a reaction is for: who wrote it, and what it accepts. */
export interface ReactionTarget {
  user: { host: string | null };
  reactionAcceptance: string | null;
}

/** The custom emoji list as kept on the device, with when it was fetched. */
export interface CustomEmojiCache {
  fetchedAt: number;
  emojis: CustomEmoji[];
}

/** Spec 000 section 9: the emoji list is fetched again when over an hour old. */
export const EMOJI_CACHE_MS = 60 * 60 * 1000;

/**
 * The server's custom emoji: from the device-only `emoji.customEmojiCache` preference while
 * under an hour old, else fetched again (spec 000 section 4). A failed fetch keeps the old list.
 */
export async function customEmoji(
  fetchList: () => Promise<{ emojis: CustomEmoji[] }>,
  preferences: Pick<PreferencesHandle, 'get' | 'set'>,
  now: number = Date.now(),
  force = false,
): Promise<CustomEmoji[]> {
  const cached = preferences.get('emoji.customEmojiCache');
  if (!force && cached && now - cached.fetchedAt < EMOJI_CACHE_MS) return cached.emojis;
  try {
    const { emojis } = await fetchList();
    preferences.set('emoji.customEmojiCache', { fetchedAt: now, emojis });
    return emojis;
  } catch (error) {
    if (cached) return cached.emojis;
    throw error;
  }
}

/** Matches by name, then alias, for a search query (lower case, ':' and spaces ignored). */
export function searchEmoji(
  query: string,
  unicode: readonly UnicodeEmoji[],
  custom: readonly CustomEmoji[],
  limit = 100,
): { custom: CustomEmoji[]; unicode: UnicodeEmoji[] } {
  const q = query.trim().toLowerCase().replace(/^:|:$/g, '').replace(/\s+/g, '_');
  if (q === '') return { custom: [], unicode: [] };
  const customHits = [
    ...custom.filter((e) => e.name.toLowerCase().startsWith(q)),
    ...custom.filter((e) => !e.name.toLowerCase().startsWith(q) && e.name.toLowerCase().includes(q)),
    ...custom.filter((e) => !e.name.toLowerCase().includes(q) && e.aliases.some((a) => a.toLowerCase().includes(q))),
  ].slice(0, limit);
  const named = (e: UnicodeEmoji) => e.name.replace(/\s+/g, '_');
  const unicodeHits = [
    ...unicode.filter((e) => named(e).startsWith(q)),
    ...unicode.filter((e) => !named(e).startsWith(q) && named(e).includes(q)),
  ].slice(0, limit);
  return { custom: customHits, unicode: unicodeHits };
}

/** Puts a picked emoji first in the recently used list, keeping at most `max`. */
export function rememberEmoji(recent: readonly string[], emoji: string, max = 32): string[] {
  return [emoji, ...recent.filter((e) => e !== emoji)].slice(0, max);
}
