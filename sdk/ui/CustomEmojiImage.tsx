import { useState } from 'react';

/**
 * A custom emoji's image, or its `:name:` as text when the image cannot be had (a name the server
 * has no emoji for, or one deleted since), as Misskey shows it, rather than a broken image.
 */
export function CustomEmojiImage({ name, url, className }: { name: string; url: string; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === url) return <span className="emoji-code">{`:${name}:`}</span>;
  return (
    <img
      className={className}
      src={url}
      alt={`:${name}:`}
      title={`:${name}:`}
      draggable={false}
      onError={() => setFailed(url)}
    />
  );
}
