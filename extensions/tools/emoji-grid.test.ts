import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { draftOf, invalidColumn, isChanged, updateOf } from './emoji-grid';

const emoji: entities.EmojiDetailedAdmin = {
  id: 'e1',
  updatedAt: null,
  name: 'blob',
  host: null,
  publicUrl: 'https://x.example/blob.png',
  originalUrl: 'https://x.example/blob.png',
  uri: null,
  type: 'image/png',
  aliases: ['b', 'round'],
  category: null,
  license: null,
  localOnly: false,
  isSensitive: false,
  roleIdsThatCanBeUsedThisEmojiAsReaction: [],
};

describe('the emoji grid', () => {
  it('finds a row changed only when a value differs, aliases by their words', () => {
    const draft = draftOf(emoji);
    expect(isChanged(draft, emoji)).toBe(false);
    expect(isChanged({ ...draft, aliases: '  b   round ' }, emoji)).toBe(false);
    expect(isChanged({ ...draft, category: 'Blobs' }, emoji)).toBe(true);
    expect(isChanged({ ...draft, isSensitive: true }, emoji)).toBe(true);
  });

  it('sends a changed row by its id, empty fields as null and aliases as words', () => {
    expect(updateOf({ ...draftOf(emoji), name: 'blob2', category: ' ', aliases: 'a  b' })).toEqual({
      id: 'e1',
      name: 'blob2',
      category: null,
      aliases: ['a', 'b'],
      license: null,
      isSensitive: false,
      localOnly: false,
    });
  });

  it('refuses a name Misskey would not take', () => {
    expect(invalidColumn({ ...draftOf(emoji), name: 'has space' })).toBe('name');
    expect(invalidColumn(draftOf(emoji))).toBeNull();
  });
});
