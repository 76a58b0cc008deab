/** The code points of an emoji as Misskey names its image files (hex, joined by '-'). */
function codePoints(emoji: string): string[] {
  const codes = Array.from(emoji, (c) => (c.codePointAt(0) ?? 0).toString(16));
  // The variation selector is part of the name only in joined (ZWJ) sequences.
  return codes.includes('200d') ? codes : codes.filter((c) => c !== 'fe0f');
}

/**
 * Where a Misskey server serves the image of a Unicode emoji in a style: /twemoji/{cp}.svg, or
 * /fluent-emoji/{cp}.png (four-digit code points; flags, which Fluent lacks, stay Twemoji).
 */
export function unicodeEmojiUrl(emoji: string, style: 'twemoji' | 'fluentEmoji'): string {
  const codes = codePoints(emoji);
  if (style === 'fluentEmoji' && !codes[0]?.startsWith('1f1')) {
    return `/fluent-emoji/${codes.map((c) => c.padStart(4, '0')).join('-')}.png`;
  }
  return `/twemoji/${codes.join('-')}.svg`;
}
