/**
 * Resolves once the frame being drawn has been painted (a task after the next animation frame),
 * at once where there are no frames: for work that must not hold back a first paint.
 */
export function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame === 'undefined') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
