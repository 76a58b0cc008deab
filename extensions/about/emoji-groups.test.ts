import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { byCategory, matchesEmoji } from './emoji-groups';

const emoji = (name: string, category: string | null, aliases: string[] = []) =>
  ({ name, category, aliases, url: `/emoji/${name}.webp` }) as entities.EmojiSimple;

describe('the emoji catalogue', () => {
  it('groups by category in first-seen order, uncategorised last', () => {
    const groups = byCategory([emoji('a', null), emoji('b', 'Food'), emoji('c', 'Animals'), emoji('d', 'Food')]);
    expect(groups.map(([c, list]) => [c, list.map((e) => e.name)])).toEqual([
      ['Food', ['b', 'd']],
      ['Animals', ['c']],
      [null, ['a']],
    ]);
  });

  it('finds by name, alias or category, with or without colons', () => {
    const cat = emoji('blobcat', 'Animals', ['neko']);
    expect(matchesEmoji(cat, ':blob')).toBe(true);
    expect(matchesEmoji(cat, 'NEKO')).toBe(true);
    expect(matchesEmoji(cat, 'animal')).toBe(true);
    expect(matchesEmoji(cat, 'dog')).toBe(false);
    expect(matchesEmoji(cat, '  ')).toBe(true);
  });
});
