import { useState } from 'react';
import { useHost } from './hooks';

/** A like's state as `useLikeToggle` keeps it, and the way to give or take it back. */
export interface LikeToggle {
  liked: boolean;
  count: number;
  busy: boolean;
  toggle(): Promise<void>;
}

/**
 * A like that the viewer gives or takes back (a Play, a gallery post, a page): the state and count
 * shown at once, the call made, and the spec's error dialog when it fails (nothing changes then).
 */
export function useLikeToggle(
  initial: { liked: boolean; count: number },
  call: (like: boolean) => Promise<unknown>,
): LikeToggle {
  const host = useHost();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await call(!state.liked);
      setState((s) => ({ liked: !s.liked, count: s.count + (s.liked ? -1 : 1) }));
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };
  return { ...state, busy, toggle };
}

/**
 * The like button beside a liked thing: pressed when liked, with the count, for a viewer who may
 * like it (`canLike`: signed in and not its author); for anyone else, the count as text.
 */
export function LikeButton({
  like,
  canLike,
  label,
  countText,
}: {
  like: LikeToggle;
  canLike: boolean;
  /** The button's word ("Like"). */
  label: string;
  /** The count as a sentence, for those who cannot like ("3 likes"). */
  countText: string;
}) {
  if (!canLike) return <span className="form-hint">{countText}</span>;
  return (
    <button
      type="button"
      className={like.liked ? 'button primary' : 'button'}
      aria-pressed={like.liked}
      disabled={like.busy}
      onClick={() => void like.toggle()}
    >
      {label} · {like.count}
    </button>
  );
}
