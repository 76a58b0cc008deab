import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { staticClosureOfEntries } from './preload-lists-plugin.ts';

/** What one extension adds to the first view, in bytes as built (before compression). */
export interface FirstViewCost {
  /** Its modules' code in the chunks the page loads before anything else (its declaration, mostly). */
  code: number;
  /** Its strings in the locale file the first view fetches (English). */
  strings: number;
}

/** The file the build writes beside the client, which `npm run bench` reads. */
export const FIRST_VIEW_COSTS_FILE = 'first-view-costs.json';

/** An extension's folder name from a module id under extensions/ (its id), or null. */
function extensionOf(moduleId: string): string | null {
  return /[\\/]extensions[\\/]([^\\/]+)[\\/]/.exec(moduleId)?.[1] ?? null;
}

/** Each extension's code in the entry's static closure, by the rendered length of its modules. */
export function codeCosts(bundle: OutputBundle): Map<string, number> {
  const costs = new Map<string, number>();
  for (const fileName of staticClosureOfEntries(bundle)) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') continue;
    for (const [id, module] of Object.entries(chunk.modules)) {
      const extension = extensionOf(id);
      if (extension) costs.set(extension, (costs.get(extension) ?? 0) + module.renderedLength);
    }
  }
  return costs;
}

/**
 * Writes first-view-costs.json: per extension, its code in the first view's chunks and its
 * strings in the English locale file (`strings` gives that table, keys namespaced by extension).
 */
export function tesseraFirstViewCosts(strings: () => Record<string, string>): Plugin {
  return {
    name: 'tessera-first-view-costs',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const costs: Record<string, FirstViewCost> = {};
        const cost = (id: string) => {
          costs[id] ??= { code: 0, strings: 0 };
          return costs[id];
        };
        for (const [id, bytes] of codeCosts(bundle as unknown as OutputBundle)) cost(id).code = bytes;
        for (const [key, value] of Object.entries(strings())) {
          const id = key.slice(0, key.indexOf('.'));
          if (id === 'kernel') continue;
          // A string's share of the JSON: its key, its value, the quotes, colon and comma.
          cost(id).strings += JSON.stringify(key).length + JSON.stringify(value).length + 2;
        }
        this.emitFile({ type: 'asset', fileName: FIRST_VIEW_COSTS_FILE, source: JSON.stringify(costs, null, 2) });
      },
    },
  };
}
