import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CodeSplittingOptions } from 'rolldown';

/** The part of rolldown's module information the grouping reads. */
interface GraphInfo {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

/** What a group's `name` is given to look at the module graph (rolldown's chunking context). */
interface ChunkingContext {
  getModuleInfo(id: string): GraphInfo | null;
}

/** An extension's folder in a module id: `extensions/<id>/…` (outside node_modules). */
const EXTENSION_FOLDER = /[\\/]extensions[\\/]([^\\/]+)[\\/]/;
/** A package in node_modules, scoped or not. */
const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;
/** Every extension's later declarations (`contributesLater`): all load together once the first view settles. */
const LATER_DECLARATIONS = /[\\/]extensions[\\/][^\\/]+[\\/]later\.ts$/;
/** An extension's main (its `main` declaration). */
const EXTENSION_MAIN = /[\\/]extensions[\\/][^\\/]+[\\/]main\.ts$/;
/** The kernel's and the app's own folders. */
const CORE = /[\\/](kernel|app)[\\/]/;
/** The SDK's folder. */
const SDK = /[\\/]sdk[\\/]/;

/**
 * How the code that loads after the first view is grouped into files (`output.codeSplitting`).
 * Left to itself the bundler makes a file for every lazy import and for every set of lazy
 * imports that share a module, so settling took about a hundred small files. Here:
 * - every extension's later declarations form one file (all load together after the first view);
 * - what an extension's declarations load late (its main, widgets, toasts, dialogs) forms one file
 *   per extension, and the rest of its code (pages opened later and what they use) another;
 * - the kernel's and the app's late code one file, the SDK's another, each library its own.
 * The first view is left alone: what the entry imports statically, and what a page declared at
 * start-up or an `atStartup` main imports statically, stays where the bundler puts it, so the
 * first view's files and bytes do not change, and a page opened by its address loads as before.
 * Groups do not take in their modules' dependencies, so a group never pulls first-view code out
 * of the first view's files.
 */
export function tesseraChunkGroups(): CodeSplittingOptions {
  const graph = new ModuleGraph();
  /** A group's name for a module, or null to leave it to the bundler (first-view code). */
  const name = (id: string, ctx: ChunkingContext): string | null => {
    if (graph.firstView(id, ctx)) return null;
    if (PACKAGE.test(id)) return `lib-${PACKAGE.exec(id)?.[1]?.replace(/[\\/@]/g, '') ?? ''}`;
    const late = graph.late(id, ctx) ? '-late' : '';
    const extension = EXTENSION_FOLDER.exec(id)?.[1];
    if (extension) return `x-${extension}${late}`;
    if (CORE.test(id)) return `core${late}`;
    if (SDK.test(id)) return `sdk${late}`;
    return null;
  };
  return {
    includeDependenciesRecursively: false,
    groups: [
      { name: (id, ctx) => (graph.firstView(id, ctx) ? null : 'later'), test: LATER_DECLARATIONS, priority: 2 },
      { name, priority: 1 },
    ],
  };
}

/** Answers, with memory, where a module sits in the module graph. */
class ModuleGraph {
  private readonly initial = new Map<string, boolean>();
  private readonly firstViewOf = new Map<string, boolean>();
  private readonly lateOf = new Map<string, boolean>();
  private readonly startupMains = new Map<string, boolean>();

  /** Whether the entry imports the module statically, directly or through other modules. */
  isInitial(id: string, ctx: ChunkingContext): boolean {
    return this.closure(this.initial, id, ctx, (_, info) => info.isEntry);
  }

  /**
   * Whether the module may be in a first view: imported statically by the entry, or by a page or
   * an `atStartup` main that first-view code imports lazily.
   */
  firstView(id: string, ctx: ChunkingContext): boolean {
    return this.closure(
      this.firstViewOf,
      id,
      ctx,
      (root, info) =>
        info.isEntry || (!this.loadsAfterFirstView(root) && info.dynamicImporters.some((i) => this.isInitial(i, ctx))),
    );
  }

  /** Whether first-view code imports the module lazily (directly or through static imports): it loads soon after. */
  late(id: string, ctx: ChunkingContext): boolean {
    return this.closure(this.lateOf, id, ctx, (_, info) => info.dynamicImporters.some((i) => this.isInitial(i, ctx)));
  }

  /**
   * Whether a module that first-view code imports lazily is known to load only after the first
   * view: an extension's later declarations, an extension's main unless it activates at start-up,
   * and the kernel's, the app's, the SDK's and libraries' lazy parts (dialogs, menus, windows,
   * the stream, backups…). Other lazy imports of extensions' declarations (pages, components of
   * the timeline, widgets) may be in a first view and keep the files the bundler makes for them.
   */
  private loadsAfterFirstView(id: string): boolean {
    if (LATER_DECLARATIONS.test(id) || CORE.test(id) || SDK.test(id) || PACKAGE.test(id)) return true;
    return EXTENSION_MAIN.test(id) && !this.isStartupMain(id);
  }

  /** Whether the module is `main.ts` of an extension whose index.ts declares `activation: 'atStartup'`. */
  private isStartupMain(id: string): boolean {
    if (!EXTENSION_MAIN.test(id)) return false;
    let known = this.startupMains.get(id);
    if (known === undefined) {
      const index = join(dirname(id), 'index.ts');
      known = existsSync(index) && /activation:\s*['"]atStartup['"]/.test(readFileSync(index, 'utf8'));
      this.startupMains.set(id, known);
    }
    return known;
  }

  /**
   * A property that holds for a module when it holds at a root among the module and its static
   * importers, transitively (a walk up the importers; only finished answers are remembered).
   */
  private closure(
    memo: Map<string, boolean>,
    id: string,
    ctx: ChunkingContext,
    root: (id: string, info: GraphInfo) => boolean,
  ): boolean {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const queue = [id];
    let result = false;
    while (queue.length > 0 && !result) {
      const current = queue.pop() as string;
      const answer = current === id ? undefined : memo.get(current);
      if (answer === false) continue; // nothing above it holds either
      const info = ctx.getModuleInfo(current);
      if (answer === true || (info !== null && root(current, info))) result = true;
      else
        for (const importer of info?.importers ?? [])
          if (!seen.has(importer)) {
            seen.add(importer);
            queue.push(importer);
          }
    }
    memo.set(id, result);
    return result;
  }
}
