import { useState } from 'react';
import { usePreference } from '../hooks';
import { unicodeEmojiUrl } from './emoji-url';

/**
 * A Unicode emoji in the style the person chose: as text, or as the server's Twemoji or Fluent
 * image (its alt text the emoji itself, so copying keeps it). An image the server lacks falls
 * back to the text.
 */
export function UnicodeEmoji({ emoji, className }: { emoji: string; className: string }) {
  const [style] = usePreference('emojiStyle');
  const [missing, setMissing] = useState<string | null>(null);
  if (style === 'native' || missing === `${style}:${emoji}`) return <span className={className}>{emoji}</span>;
  return (
    <img
      className={`${className} emoji-image`}
      src={unicodeEmojiUrl(emoji, style)}
      alt={emoji}
      draggable={false}
      decoding="async"
      onError={() => setMissing(`${style}:${emoji}`)}
    />
  );
}
