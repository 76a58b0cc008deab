import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Shortens the preload lists Vite writes for every lazy import (its `__vite__mapDeps` table, which
 * the first view's code carries for every page of every extension). A list keeps only the code
 * that import really needs and that is not loaded yet: it drops the imported chunk itself (the
 * import fetches it at the same moment) and the chunks the entry imports statically (always
 * loaded before any lazy import runs). Stylesheets are kept as Vite lists them, and so is the HTML's
 * list, which preloads those static imports. A list with a stylesheet keeps the chunk itself:
 * Vite's helper waits for stylesheets before it imports, so the chunk would be fetched only after
 * them (the timeline page's code and the note feed's came a round trip late, after their CSS).
 * Use `preloadLists.resolveDependencies` as `build.modulePreload.resolveDependencies`.
 */
export function tesseraPreloadLists(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context?: { hostType: 'html' | 'js' }) => string[];
} {
  let loadedFirst = new Set<string>();
  let withStylesheets = new Set<string>();
  const plugin: Plugin = {
    name: 'tessera:preload-lists',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis writes the lists from resolveDependencies below.
      order: 'pre',
      handler(_options, bundle: OutputBundle) {
        loadedFirst = staticClosureOfEntries(bundle);
        withStylesheets = chunksWithStylesheets(bundle);
      },
    },
  };
  // The HTML's own list (hostType 'html') is the entry's static imports: kept whole, so the page
  // fetches them beside the entry instead of after it has been parsed.
  const resolveDependencies = (file: string, deps: string[], context?: { hostType: 'html' | 'js' }) => {
    if (context?.hostType === 'html') return deps;
    const needed = deps.filter((d) => d !== file && !loadedFirst.has(d));
    // Vite hands over the scripts alone and adds the stylesheets after: whether there are any is
    // read from the chunks.
    const waitsForStylesheets = [file, ...needed].some((d) => withStylesheets.has(d));
    return waitsForStylesheets ? [file, ...needed] : needed;
  };
  return { plugin, resolveDependencies };
}

/** The entry chunks and every chunk they import statically, transitively. */
export function staticClosureOfEntries(bundle: OutputBundle): Set<string> {
  const closure = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (closure.has(fileName) || chunk?.type !== 'chunk') return;
    closure.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  return closure;
}

/** The chunks that import stylesheets of their own (Vite's `viteMetadata.importedCss`). */
export function chunksWithStylesheets(bundle: OutputBundle): Set<string> {
  const found = new Set<string>();
  for (const output of Object.values(bundle)) {
    const css =
      output.type === 'chunk' ? (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata : null;
    if (css?.importedCss && css.importedCss.size > 0) found.add(output.fileName);
  }
  return found;
}
