import type { FocusEvent, PointerEvent } from 'react';
import { useMemo } from 'react';
import { useHost } from './hooks';

/** How long the pointer or keyboard focus rests on a person's name or avatar before their card opens (spec 001). */
export const USER_PREVIEW_DELAY_MS = 500;

/** What to spread on a link showing a person (their name, their avatar) so resting on it opens their card. */
export interface UserPreviewAnchorProps {
  onPointerEnter(event: PointerEvent<HTMLElement>): void;
  onPointerLeave(event: PointerEvent<HTMLElement>): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
  onClick(): void;
}

/** The one wait under way: a pointer crossing a timeline starts and drops many, and only the last can finish. */
let waiting: { anchor: HTMLElement; timer: ReturnType<typeof setTimeout> } | null = null;

function cancel(anchor?: HTMLElement): void {
  if (!waiting || (anchor && waiting.anchor !== anchor)) return;
  clearTimeout(waiting.timer);
  waiting = null;
}

/**
 * Hover intent for a person's name or avatar: once the pointer (or keyboard focus) has rested on
 * the link for 500 ms, tells the client (the `userPreview` event) so the extension drawing
 * previews shows their card. Nothing is asked of the server before then, so sweeping the pointer
 * across a timeline costs nothing; touch does not open cards.
 */
export function useUserPreview(userId: string | null | undefined): UserPreviewAnchorProps {
  const host = useHost();
  return useMemo(() => {
    const start = (anchor: HTMLElement, keyboard: boolean) => {
      if (!userId) return;
      cancel();
      const timer = setTimeout(() => {
        waiting = null;
        if (anchor.isConnected) host.events.emit('userPreview', { userId, anchor, keyboard });
      }, USER_PREVIEW_DELAY_MS);
      waiting = { anchor, timer };
    };
    return {
      onPointerEnter: (event) => {
        if (event.pointerType !== 'touch') start(event.currentTarget, false);
      },
      onPointerLeave: (event) => cancel(event.currentTarget),
      onFocus: (event) => {
        // Focus a click gives is the pointer's business; only keyboard focus opens the card.
        if (event.currentTarget.matches(':focus-visible')) start(event.currentTarget, true);
      },
      onBlur: (event) => cancel(event.currentTarget),
      onClick: () => cancel(),
    };
  }, [host, userId]);
}
