import './reaction.css';

/**
 * A reaction as people see it: a Unicode emoji as text, a custom one (`:name:` or
 * `:name@host:`, where `@.` is this server) as its image, else its name.
 */
export function Reaction({ reaction, emojis = {} }: { reaction: string; emojis?: Readonly<Record<string, string>> }) {
  const custom = reaction.match(/^:([\w+-]+)(?:@([\w.:-]+))?:$/);
  if (!custom) return <span className="reaction-unicode">{reaction}</span>;
  const [, name, host] = custom;
  const url = host === '.' || host === undefined ? `/emoji/${name}.webp` : emojis[`${name}@${host}`];
  return url ? <img className="reaction-emoji" src={url} alt={`:${name}:`} /> : <span>{`:${name}:`}</span>;
}
