import type { CSSProperties } from 'react';
import { Suspense } from 'react';
import { useExtensionStrings, usePreference } from '../hooks';
import { mediaProxyUrl, useInstanceMeta } from '../instance-meta';
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
    /** Flashes, to mark the decoration being placed (Misskey's preview while editing one). */
    blink?: boolean;
  }[];
  /** A cat account: the avatar wears cat ears. */
  isCat?: boolean;
  /** Misskey's online status, shown as a dot where the avatar is drawn with `indicator`. */
  onlineStatus?: 'online' | 'active' | 'offline' | 'unknown';
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
 * decorations, twice the avatar's size and centred on it), cat ears for a cat account (they
 * wiggle on hover unless motion is reduced), and with `indicator` the online status dot. With the
 * data saver's avatar part on, the avatar and its decorations come still, through the media
 * proxy's static variant (nothing until the server's metadata says where its proxy is), as Misskey's.
 * Decorative unless given `alt`: the name beside it is what assistive technology reads; the ears
 * are hidden from it, the dot says the status.
 */
export function Avatar({
  user,
  size,
  fallback = '/client-assets/icon.svg',
  lazy = false,
  alt = '',
  indicator = false,
}: {
  user: AvatarUser | null | undefined;
  size: number;
  /** Shown when the user has no avatar (or none is known yet). */
  fallback?: string;
  lazy?: boolean;
  /** A text for the image where it alone names a link (an avatar in a row of avatars). */
  alt?: string;
  /** Show the user's online status (Misskey shows it on profiles and user cards, not on notes). */
  indicator?: boolean;
}) {
  const decorations = (user?.avatarDecorations ?? []).filter((d) => isSafeUrl(d.url));
  const meta = useInstanceMeta();
  const still = usePreference('dataSaver')[0].avatar;
  const shown = (url: string) => (still ? (meta ? mediaProxyUrl(meta, url, 'static') : undefined) : url);
  return (
    <span className={user?.isCat ? 'avatar avatar-cat' : 'avatar'} style={{ width: size, height: size }}>
      {user?.isCat && (
        <span className="avatar-ears" aria-hidden="true">
          <span className="avatar-ear avatar-ear-left" />
          <span className="avatar-ear avatar-ear-right" />
        </span>
      )}
      <img
        className="avatar-image"
        src={user?.avatarUrl ? shown(user.avatarUrl) : fallback}
        alt={alt}
        width={size}
        height={size}
        {...(lazy ? { loading: 'lazy' as const } : {})}
      />
      {decorations.map((d) => (
        <img
          key={d.id}
          className={d.blink ? 'avatar-decoration avatar-decoration-blink' : 'avatar-decoration'}
          src={shown(d.url)}
          alt=""
          style={decorationStyle(d)}
        />
      ))}
      {indicator && user?.onlineStatus && (
        // Its words are among the kernel's later strings: no first view draws an indicator.
        <Suspense fallback={null}>
          <OnlineIndicator status={user.onlineStatus} />
        </Suspense>
      )}
    </span>
  );
}

/** The online status dot: its colour for the eye, its status as its name and tooltip. */
function OnlineIndicator({ status }: { status: NonNullable<AvatarUser['onlineStatus']> }) {
  const label = useExtensionStrings('kernel')(`onlineStatus.${status}`);
  return <span className={`avatar-indicator avatar-indicator-${status}`} role="img" aria-label={label} title={label} />;
}
