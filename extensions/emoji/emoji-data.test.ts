import { describe, expect, it } from 'vitest';
import {
  customEmoji,
  EMOJI_CACHE_MS,
  loadUnicodeEmoji,
  rememberEmoji,
  searchEmoji,
  UNICODE_CATEGORIES,
} from './emoji-data';

/** Preferences kept in memory, for what the functions keep on the device. */
const memory = () => {
  const values = new Map<string, unknown>();
  return { get: (k: string) => values.get(k) as never, set: (k: string, v: unknown) => void values.set(k, v) };
};

describe('emoji data', () => {
  it("sorts Unicode emoji into Misskey's nine categories", async () => {
    const data = await loadUnicodeEmoji();
    expect([...data.keys()].sort()).toEqual([...UNICODE_CATEGORIES].sort());
    expect(data.get('face')?.[0]).toEqual({ char: '😀', name: 'grinning face' });
    expect(data.get('flags')?.length).toBeGreaterThan(200);
  });

  it('fetches custom emoji again only when the list is over an hour old', async () => {
    const storage = memory();
    let calls = 0;
    const fetchList = async () => {
      calls += 1;
      return { emojis: [{ name: `e${calls}`, aliases: [], category: null, url: '/e.png' }] };
    };
    expect((await customEmoji(fetchList, storage, 0))[0]?.name).toBe('e1');
    expect((await customEmoji(fetchList, storage, EMOJI_CACHE_MS - 1))[0]?.name).toBe('e1');
    expect((await customEmoji(fetchList, storage, EMOJI_CACHE_MS + 1))[0]?.name).toBe('e2');
    const failing = async () => Promise.reject(new Error('offline'));
    expect((await customEmoji(failing, storage, 10 * EMOJI_CACHE_MS))[0]?.name).toBe('e2');
  });

  it('searches names and aliases, prefixes first, and remembers what was used', () => {
    const unicode = [
      { char: '🌱', name: 'seedling' },
      { char: '😀', name: 'grinning face' },
    ];
    const custom = [
      { name: 'party_parrot', aliases: ['parrot'], category: null, url: '' },
      { name: 'tea', aliases: ['cup'], category: null, url: '' },
    ];
    expect(searchEmoji(':grinning', unicode, custom).unicode).toEqual([{ char: '😀', name: 'grinning face' }]);
    expect(searchEmoji('grinning face', unicode, custom).unicode).toHaveLength(1);
    expect(searchEmoji('cup', unicode, custom).custom.map((e) => e.name)).toEqual(['tea']);
    expect(searchEmoji('', unicode, custom)).toEqual({ custom: [], unicode: [] });
    expect(rememberEmoji(['a', 'b', 'c'], 'b', 3)).toEqual(['b', 'a', 'c']);
    expect(rememberEmoji(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
  });
});
