/** What the browser fetched, as the bench counts it in the first view's bytes. */
export type FirstViewFile = 'code' | 'strings' | 'page' | null;

/** A locale table (the first view's strings or an extension's), fetched by the page with fetch(). */
const STRINGS = /\/assets\/locales\/[^?#]+\.json(?:[?#]|$)/;

/**
 * Which part of the first view's budget a response counts in: its code (scripts and
 * stylesheets) or its strings (the locale tables, issue 37); the page apart; or none.
 */
export function firstViewFile(resourceType: string, url: string): FirstViewFile {
  if (resourceType === 'script' || resourceType === 'stylesheet') return 'code';
  // The page itself: measured apart, for what the server adds to it (run-time extensions' manifests).
  if (resourceType === 'document') return 'page';
  if (STRINGS.test(url)) return 'strings';
  return null;
}
