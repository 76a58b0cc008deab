/** What the browser fetched, as the bench counts it in the first view's bytes. */
export type FirstViewFile = 'code' | 'strings' | null;

/** A locale table (the first view's strings or an extension's), fetched by the page with fetch(). */
const STRINGS = /\/assets\/locales\/[^?#]+\.json(?:[?#]|$)/;

/**
 * Which part of the first view's budget a response counts in: its code (scripts and
 * stylesheets) or its strings (the locale tables, issue 37), or neither.
 */
export function firstViewFile(resourceType: string, url: string): FirstViewFile {
  if (resourceType === 'script' || resourceType === 'stylesheet') return 'code';
  if (STRINGS.test(url)) return 'strings';
  return null;
}
