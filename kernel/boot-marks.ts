/**
 * Marks a step of the page's start on the performance timeline ('tessera:boot:<step>'), so the
 * bench's trace of the first view shows what waits on what (issue 39). Costs nothing to the page.
 */
export function markBoot(step: string): void {
  globalThis.performance?.mark?.(`tessera:boot:${step}`);
}
