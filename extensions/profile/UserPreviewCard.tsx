import { Avatar, isSafeUrl, Link, Mfm, useExtensionStrings, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FocusEvent, type Ref, useLayoutEffect, useState } from 'react';
import { formatAcct } from './acct';
import { FollowButton } from './FollowButton';
import './user-preview.css';

const WIDTH = 300;
const GAP = 6;

type Visibility = entities.UserDetailed['followingVisibility'];

/** Whether the viewer may see a count kept to followers or to the person alone (as Misskey decides). */
function countVisible(user: entities.UserDetailed, visibility: Visibility, viewerId: string | null): boolean {
  if (visibility === 'public' || viewerId === user.id) return true;
  return visibility === 'followers' && 'isFollowing' in user && user.isFollowing === true;
}

/** Where the card goes: under the name, or over it when there is no room below; inside the window. */
function place(anchor: HTMLElement, height: number): { left: number; top: number } {
  const rect = anchor.getBoundingClientRect();
  const left = Math.min(Math.max(8, rect.left + rect.width / 2 - WIDTH / 2), window.innerWidth - WIDTH - 8);
  const below = rect.bottom + GAP;
  const top = below + height > window.innerHeight && rect.top - GAP - height > 0 ? rect.top - GAP - height : below;
  return { left: Math.max(8, left), top };
}

/**
 * A person's card: banner, avatar, name, handle, description, counts (those they let the viewer
 * see) and the profile's follow button. A non-modal dialog named by the person's name.
 */
export default function UserPreviewCard({
  ref,
  user,
  anchor,
  onPointerEnter,
  onPointerLeave,
  onBlur,
  onChange,
}: {
  ref: Ref<HTMLDivElement>;
  user: entities.UserDetailed;
  anchor: HTMLElement;
  onPointerEnter(): void;
  onPointerLeave(): void;
  onBlur(event: FocusEvent): void;
  onChange(): void;
}) {
  const t = useExtensionStrings('profile');
  const viewer = useViewer();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    if (box) setPosition(place(anchor, box.offsetHeight));
  }, [anchor, box]);
  const acct = formatAcct(user);
  const emojis = user.emojis ?? {};
  const followsYou = viewer.userId !== user.id && 'isFollowed' in user && user.isFollowed;
  return (
    <div
      ref={(node) => {
        setBox(node);
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      role="dialog"
      aria-label={user.name ?? user.username}
      className="user-preview"
      style={position ? { left: position.left, top: position.top } : { visibility: 'hidden' }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <div className="user-preview-banner">
        {user.bannerUrl && isSafeUrl(user.bannerUrl) && <img src={user.bannerUrl} alt="" />}
        {followsYou && <span className="user-preview-followed">{t('followsYou')}</span>}
      </div>
      <div className="user-preview-top">
        <span className="user-preview-avatar">
          <Avatar user={user} size={58} indicator />
        </span>
        <FollowButton user={user} onChange={onChange} />
      </div>
      <div className="user-preview-title">
        <Link to={`/@${acct}`} className="user-preview-name" dir="auto">
          <Mfm text={user.name ?? user.username} emojis={emojis} authorHost={user.host} plain />
        </Link>
        <span className="user-preview-acct" dir="ltr">
          @{acct}
        </span>
      </div>
      <div className="user-preview-description" dir="auto">
        {user.description ? (
          <Mfm text={user.description} emojis={emojis} authorHost={user.host} />
        ) : (
          <span className="user-preview-none">{t('preview.noDescription')}</span>
        )}
      </div>
      <p className="user-preview-counts">
        <span>{t('notesCount', { count: user.notesCount })}</span>
        {countVisible(user, user.followingVisibility, viewer.userId) && (
          <span>{t('followingCount', { count: user.followingCount })}</span>
        )}
        {countVisible(user, user.followersVisibility, viewer.userId) && (
          <span>{t('followersCount', { count: user.followersCount })}</span>
        )}
      </p>
    </div>
  );
}
