import './reaction.css';
import { CustomEmojiImage } from './CustomEmojiImage';
import { UnicodeEmoji } from './UnicodeEmoji';

/**
 * A reaction as people see it: a Unicode emoji in the chosen emoji style, a custom one (`:name:` or
 * `:name@host:`, where `@.` is this server) as its image, else (or when the image fails) its name.
 */
export function Reaction({ reaction, emojis = {} }: { reaction: string; emojis?: Readonly<Record<string, string>> }) {
  const custom = reaction.match(/^:([\w+-]+)(?:@([\w.:-]+))?:$/);
  if (!custom) return <UnicodeEmoji className="reaction-unicode" emoji={reaction} />;
  const [, name, host] = custom;
  const url = host === '.' || host === undefined ? `/emoji/${name}.webp` : emojis[`${name}@${host}`];
  return url && name ? (
    <CustomEmojiImage className="reaction-emoji" name={name} url={url} />
  ) : (
    <span>{`:${name}:`}</span>
  );
}
