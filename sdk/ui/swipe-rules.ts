// The spec's swipe rules (spec 001 section 2, page pieces), as pure functions: the tab swipe and
// the deck's column swipe both follow them.

/** Below this horizontal movement (px) a touch is not a swipe yet. */
export const SWIPE_START = 20;
/** Horizontal movement beyond this (px) is ignored: the page follows the finger no further. */
export const SWIPE_MAX = 120;
/** A vertical movement beyond this (px) cancels the swipe: the person is scrolling. */
export const SWIPE_VERTICAL_CANCEL = 75;
/** A change of tab needs more horizontal movement than this (px). */
export const SWIPE_CHANGE = 70;

/** Where along the line a swipe goes: toward the next tab or column, or the previous one. */
export type SwipeStep = 'next' | 'previous';

/**
 * How far the content follows the finger, after `dx` px of horizontal movement: nothing under
 * the start distance, then the movement past it, held once the movement passes the maximum.
 */
export function swipePull(dx: number): number {
  const distance = Math.min(Math.abs(dx), SWIPE_MAX);
  return distance < SWIPE_START ? 0 : Math.sign(dx) * (distance - SWIPE_START);
}

/**
 * What a finished swipe does: `dx` the horizontal movement from where the touch began (positive
 * toward the right), `maxDy` the largest vertical movement seen on the way. The finger moving
 * toward the inline start (leftward in left-to-right text, rightward in right-to-left text)
 * brings the next tab, as the content follows it.
 */
export function swipeStep(dx: number, maxDy: number, rtl: boolean): SwipeStep | null {
  if (maxDy > SWIPE_VERTICAL_CANCEL) return null;
  if (Math.abs(dx) <= SWIPE_CHANGE) return null;
  return dx < 0 !== rtl ? 'next' : 'previous';
}

const EDITABLE = ['', 'true', 'plaintext-only'];

/** The parts of an element's computed style the swipe looks at. */
interface SwipeStyle {
  overflowX: string;
  touchAction: string;
}

/**
 * Whether a touch starting on `target` is the element's own rather than a swipe: inputs, text
 * areas, editable text, and elements that scroll sideways (or take sideways panning for
 * themselves), up to the swipe's area `root`.
 */
export function ignoresSwipe(
  target: Element | null,
  root: Element,
  style: (element: Element) => SwipeStyle = (element) => getComputedStyle(element),
): boolean {
  for (let el = target; el && el !== root; el = el.parentElement) {
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
    if ((el as HTMLElement).isContentEditable || EDITABLE.includes(el.getAttribute('contenteditable') ?? 'false'))
      return true;
    const { overflowX, touchAction } = style(el);
    if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) return true;
    if (touchAction === 'pan-x') return true;
  }
  return false;
}
