import { mediaProxyUrl, useInstanceMeta } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import './note-ticker.css';

const COLOUR = /^#[0-9a-f]{3,8}$/i;

/**
 * The server a note's author is on (Misskey's instance ticker): its name, its icon and its colour.
 * A remote author's comes with the note; a local one's is this server's.
 */
export default function NoteTicker({ user }: { user: entities.UserLite }) {
  const meta = useInstanceMeta();
  const server = user.host
    ? { name: user.instance?.name ?? user.host, icon: user.instance?.faviconUrl, colour: user.instance?.themeColor }
    : { name: meta?.name ?? location.host, icon: meta?.iconUrl, colour: meta?.themeColor };
  const colour = server.colour && COLOUR.test(server.colour) ? server.colour : undefined;
  return (
    <span className="note-ticker" dir="auto" style={colour ? { borderInlineStartColor: colour } : undefined}>
      {server.icon && (
        <img
          src={user.host ? mediaProxyUrl(meta, server.icon, 'preview') : server.icon}
          alt=""
          width={14}
          height={14}
        />
      )}
      {server.name}
    </span>
  );
}
