import { USER_PREVIEW_DELAY_MS, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { lazy, type FocusEvent as ReactFocusEvent, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { previewUser } from './user-preview-cache';

const loadCard = () => import('./UserPreviewCard');
const UserPreviewCard = lazy(loadCard);

/** One card's life: from the 500 ms rest on a name until it closes. */
interface Session {
  anchor: HTMLElement;
  keyboard: boolean;
  shown: boolean;
  closeTimer: ReturnType<typeof setTimeout> | null;
  dispose(): void;
}

interface Shown {
  user: entities.UserDetailed;
  anchor: HTMLElement;
}

/**
 * Closes a card USER_PREVIEW_DELAY_MS after the pointer left it, but not while a dialog is open
 * over it (a follow's confirmation, whose backdrop the pointer "leaves" the card for): then the
 * delay starts again once the dialog has gone.
 */
function closeLater(own: Session, close: () => void): void {
  const tick = () => {
    own.closeTimer = document.querySelector('[aria-modal="true"]') ? setTimeout(tick, USER_PREVIEW_DELAY_MS) : null;
    if (!own.closeTimer) close();
  };
  own.closeTimer = setTimeout(tick, USER_PREVIEW_DELAY_MS);
}

/**
 * A person's card over every page, opened by the SDK's `userPreview` event (500 ms on a name or
 * avatar). It asks `users/show` only then, opens only while the pointer (or focus) is still on
 * the name, and closes 500 ms after the pointer has left both the name and the card, on Escape,
 * on scroll, on a click on the name, or when the name leaves the page (spec 001).
 */
export default function UserPreviewOverlay() {
  const host = useHost();
  const [shown, setShown] = useState<Shown | null>(null);
  const session = useRef<Session | null>(null);
  const card = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const close = () => {
      session.current?.dispose();
      session.current = null;
      setShown(null);
    };
    // The name Escape closed a card of: focus going back to it does not open the card again.
    let dismissed: HTMLElement | null = null;
    const stopEvents = host.events.on('userPreview', ({ userId, anchor, keyboard }) => {
      if (anchor === dismissed) return;
      close();
      const own: Session = { anchor, keyboard, shown: false, closeTimer: null, dispose: () => {} };
      const keep = () => {
        if (own.closeTimer) clearTimeout(own.closeTimer);
        own.closeTimer = null;
      };
      const leave = () => {
        if (!own.shown) close();
        else if (!own.closeTimer) closeLater(own, close);
      };
      const blur = (event: FocusEvent) => {
        if (!(event.relatedTarget instanceof Node && card.current?.contains(event.relatedTarget))) leave();
      };
      const tab = (event: KeyboardEvent) => {
        // Tab from the name goes into the card (to its follow button), as the card is drawn elsewhere.
        if (event.key !== 'Tab' || event.shiftKey || !own.shown) return;
        const first = card.current?.querySelector<HTMLElement>('a[href], button:not([disabled])');
        if (!first) return;
        event.preventDefault();
        first.focus();
      };
      const gone = setInterval(() => {
        if (!anchor.isConnected) close();
      }, 1000);
      anchor.addEventListener('pointerleave', leave);
      anchor.addEventListener('pointerenter', keep);
      anchor.addEventListener('focusout', blur);
      anchor.addEventListener('keydown', tab);
      anchor.addEventListener('click', close);
      own.dispose = () => {
        keep();
        clearInterval(gone);
        anchor.removeEventListener('pointerleave', leave);
        anchor.removeEventListener('pointerenter', keep);
        anchor.removeEventListener('focusout', blur);
        anchor.removeEventListener('keydown', tab);
        anchor.removeEventListener('click', close);
      };
      session.current = own;
      void loadCard().catch(() => {});
      previewUser(host, userId).then(
        (user) => {
          if (session.current !== own) return; // the pointer left before the answer: no card
          own.shown = true;
          setShown({ user, anchor });
        },
        () => {
          if (session.current === own) close();
        },
      );
    });
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !session.current) return;
      const { anchor } = session.current;
      const inCard = card.current?.contains(document.activeElement);
      close();
      dismissed = anchor;
      const forget = () => {
        dismissed = null;
        anchor.removeEventListener('focusout', forget);
        anchor.removeEventListener('pointerleave', forget);
      };
      anchor.addEventListener('focusout', forget);
      anchor.addEventListener('pointerleave', forget);
      if (inCard) anchor.focus();
    };
    const scroll = (event: Event) => {
      if (session.current?.shown && !(event.target instanceof Node && card.current?.contains(event.target))) close();
    };
    window.addEventListener('keydown', onEscape);
    window.addEventListener('scroll', scroll, { capture: true, passive: true });
    return () => {
      stopEvents();
      window.removeEventListener('keydown', onEscape);
      window.removeEventListener('scroll', scroll, { capture: true });
      close();
    };
  }, [host]);

  if (!shown) return null;
  const own = session.current;
  const keep = () => {
    if (own?.closeTimer) clearTimeout(own.closeTimer);
    if (own) own.closeTimer = null;
  };
  const leave = () => {
    if (own && !own.closeTimer)
      closeLater(own, () => {
        if (session.current !== own) return;
        own.dispose();
        session.current = null;
        setShown(null);
      });
  };
  const blur = (event: ReactFocusEvent) => {
    const to = event.relatedTarget;
    if (to instanceof Node && (card.current?.contains(to) || shown.anchor.contains(to))) return;
    if (own?.keyboard) leave();
  };
  return createPortal(
    <Suspense fallback={null}>
      <UserPreviewCard
        ref={card}
        user={shown.user}
        anchor={shown.anchor}
        onPointerEnter={keep}
        onPointerLeave={leave}
        onBlur={blur}
        onChange={() =>
          void previewUser(host, shown.user.id, true).then((user) => {
            if (session.current === own) setShown({ user, anchor: shown.anchor });
          })
        }
      />
    </Suspense>,
    document.body,
  );
}
