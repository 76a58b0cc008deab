import type { Account } from '../../sdk/accounts';
import { entryKey, readEntries } from './early-calls';

/**
 * The files a start's first page loaded beyond the HTML's own (its page's code and stylesheets,
 * its extensions' string tables), remembered with its calls so that the next start of the same
 * address fetches them as the page starts, not once the kernel has found the route (issue 39).
 */
export interface StartFiles {
  /** The build they belong to (the page's main script): another build's files are not asked for. */
  build: string;
  /** Paths of module scripts ('/client-assets/c-….js'). */
  scripts: string[];
  /** Paths of stylesheets. */
  styles: string[];
  /** Names of extension string tables ('timeline'), in the page's language. */
  strings: string[];
}

/** The build a page belongs to: the path of its main module script (its name carries the build's hash). */
export function currentBuild(doc: Document): string | null {
  return doc.head.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/** The files remembered for an address and account, if they belong to this build. */
export function rememberedFiles(
  storage: Pick<Storage, 'getItem'>,
  address: string,
  account: Account | null,
  build: string | null,
): StartFiles | null {
  const files = readEntries(storage).find((e) => e.key === entryKey(address, account))?.files;
  return files && build !== null && files.build === build ? files : null;
}

/**
 * Asks for remembered files at once: scripts as module preloads (the page's import then finds
 * them, and Vite's loader sees the link and adds none), stylesheets as preloads, string tables
 * through the language's loader (which keeps what it fetched for the kernel). What the HTML
 * already has is skipped.
 */
export function preloadStartFiles(doc: Document, files: StartFiles, loadStrings: (name: string) => void): void {
  const present = (path: string) =>
    [...doc.querySelectorAll<HTMLElement>('script[src], link[href]')].some(
      (element) => (element.getAttribute('src') ?? element.getAttribute('href')) === path,
    );
  const link = (rel: string, href: string, as?: string) => {
    if (!href.startsWith('/') || href.startsWith('//') || present(href)) return;
    const element = doc.createElement('link');
    element.rel = rel;
    if (as) element.as = as;
    element.crossOrigin = '';
    element.href = href;
    doc.head.append(element);
  };
  for (const script of files.scripts) link('modulepreload', script);
  for (const style of files.styles) link('preload', style, 'style');
  for (const name of files.strings) loadStrings(name);
}
