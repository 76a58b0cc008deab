import type { CSSProperties } from 'react';
import { isSafeUrl } from './safe-url';
import './avatar.css';

/** What an avatar needs of a user (any of misskey-js's user shapes has it). */
export interface AvatarUser {
  avatarUrl: string | null;
  avatarDecorations?: readonly {
    id: string;
    url: string;
    angle?: number;
    flipH?: boolean;
    offsetX?: number;
    offsetY?: number;
  }[];
}

/** Where a decoration sits: turned by a fraction of a full turn, mirrored, moved by fractions of the avatar. */
export function decorationStyle(d: {
  angle?: number;
  flipH?: boolean;
  offsetX?: number;
  offsetY?: number;
}): CSSProperties {
  const turn = `rotate(${(d.angle ?? 0) * 360}deg)`;
  const flip = d.flipH ? ' scaleX(-1)' : '';
  const move = `translate(${(d.offsetX ?? 0) * 100}%, ${(d.offsetY ?? 0) * 100}%)`;
  return { transform: `${move} ${turn}${flip}` };
}

/**
 * A user's avatar at a size, with the decorations they wear drawn over it (Misskey's avatar
 * decorations, twice the avatar's size and centred on it). Decorative unless given `alt`: the
 * name beside it is what assistive technology reads.
 */
export function Avatar({
  user,
  size,
  fallback = '/client-assets/icon.svg',
  lazy = false,
  alt = '',
}: {
  user: AvatarUser | null | undefined;
  size: number;
  /** Shown when the user has no avatar (or none is known yet). */
  fallback?: string;
  lazy?: boolean;
  /** A text for the image where it alone names a link (an avatar in a row of avatars). */
  alt?: string;
}) {
  const decorations = (user?.avatarDecorations ?? []).filter((d) => isSafeUrl(d.url));
  return (
    <span className="avatar" style={{ width: size, height: size }}>
      <img
        className="avatar-image"
        src={user?.avatarUrl ?? fallback}
        alt={alt}
        width={size}
        height={size}
        {...(lazy ? { loading: 'lazy' as const } : {})}
      />
      {decorations.map((d) => (
        <img key={d.id} className="avatar-decoration" src={d.url} alt="" style={decorationStyle(d)} />
      ))}
    </span>
  );
}
