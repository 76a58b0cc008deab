/**
 * Which way along the line an arrow key points where the element sits: ArrowLeft is toward the
 * inline start (previous) in left-to-right text and toward the inline end (next) in right-to-left
 * text. Other keys give null. Keys that mean a physical direction (a game board, a window being
 * moved, a media time line) should not use this.
 */
export function inlineArrow(key: string, element: Element | null): 'start' | 'end' | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  // The nearest explicit direction (dir="auto" on user text does not decide for the controls around it).
  const rtl = element?.closest('[dir="rtl"], [dir="ltr"]')?.getAttribute('dir') === 'rtl';
  return (key === 'ArrowRight') !== rtl ? 'end' : 'start';
}
