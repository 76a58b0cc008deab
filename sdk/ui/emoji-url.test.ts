import { describe, expect, it } from 'vitest';
import { unicodeEmojiUrl } from './emoji-url';

describe('unicodeEmojiUrl', () => {
  it('names Twemoji files by code point, without a lone variation selector', () => {
    expect(unicodeEmojiUrl('👍', 'twemoji')).toBe('/twemoji/1f44d.svg');
    expect(unicodeEmojiUrl('❤️', 'twemoji')).toBe('/twemoji/2764.svg');
    expect(unicodeEmojiUrl('👍🏽', 'twemoji')).toBe('/twemoji/1f44d-1f3fd.svg');
  });

  it('keeps the selector inside joined sequences', () => {
    expect(unicodeEmojiUrl('🏳️‍🌈', 'twemoji')).toBe('/twemoji/1f3f3-fe0f-200d-1f308.svg');
  });

  it('pads Fluent names to four digits and leaves flags to Twemoji', () => {
    expect(unicodeEmojiUrl('❤', 'fluentEmoji')).toBe('/fluent-emoji/2764.png');
    expect(unicodeEmojiUrl('🇯🇵', 'fluentEmoji')).toBe('/twemoji/1f1ef-1f1f5.svg');
  });
});
