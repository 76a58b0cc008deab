import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeSplittingGroup, CodeSplittingOptions } from 'rolldown';
import { type BeyondHomeView, HOME_VIEW_ROOTS, sdkBeyondHomeView } from './home-view-sdk';

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
/** The kernel's and the app's own folders, in a path from the repository. */
const CORE = /^(kernel|app)[\\/]/;
/** The SDK's folder, in a path from the repository. */
const SDK = /^sdk[\\/]/;
/** The SDK's code highlighter, which a code block loads lazily with shiki (its only user). */
const HIGHLIGHTER = /[\\/]sdk[\\/]ui[\\/]mfm[\\/]code-highlighter\.ts$/;
/**
 * The code that reads extensions installed at run time: loaded as the page starts, and only when
 * the server installed some, so it must not come in the file of what loads once the page settles.
 */
const RUNTIME_EXTENSIONS = /[\\/]kernel[\\/]extensions[\\/]runtime[\\/]/;
/** The page's small second entry (app/early.ts), which sends the first requests. */
const EARLY_ENTRY = /[\\/]app[\\/]early\.ts$/;
/** Shiki's grammars and colour themes: each is loaded only by a code block that needs it. */
const SHIKI_PIECE = /[\\/]node_modules[\\/]@shikijs[\\/](?:langs|themes)[\\/]/;

/**
 * Every module the entry imports statically (rolldown's `$initial` tag), taken before the other
 * groups: the bundler writes them into the entry's own file.
 */
export const FIRST_VIEW_GROUP = { name: 'first-view', tags: ['$initial'], priority: 1 } satisfies CodeSplittingGroup;

/**
 * The early entry (app/early.ts) and what it imports, taken before the first view's group: they
 * are the early entry's own file, which the main entry imports. In the first view's group they
 * would make both entries fronts of one shared file, fetched only after both.
 */
export const EARLY_ENTRY_GROUP = { name: 'early', priority: 2 } satisfies CodeSplittingGroup;

/**
 * How the code that loads after the first view is grouped into files (`output.codeSplitting`).
 * Left to itself the bundler makes a file for every lazy import and for every set of lazy
 * imports that share a module, so settling took about a hundred small files. Here:
 * - what loads once the first view has settled is one file: every extension's later
 *   declarations, what extensions' declarations load late (mains, widgets, toasts, dialogs), the
 *   lazy code of the kernel, the app and the SDK, and the libraries it uses. Most of it loads on
 *   every page as it settles, so one file costs one request where a file per extension cost a
 *   dozen, and a few KB of what a page does not use;
 * - the rest of an extension's code (pages opened later and what they use) one file per
 *   extension; the rest of the kernel's and the SDK's one file; the rest of each library (used by
 *   pages) one file each.
 * What the entry imports statically (rolldown's `$initial` modules, as the bundler kept them after
 * tree-shaking) is one file with the entry (FIRST_VIEW_GROUP), but for the SDK's modules that
 * neither the entry nor the home page's first view uses (home-view-sdk.ts): the SDK's index
 * re-exports them, which made them `$initial`, so they rode in the entry for pages that use
 * them; they are one file ('sdk-pages'), loaded with those pages: every page loads all of it before anything else, and
 * left to itself the bundler split what lazy code shares with the entry into eight small files
 * (React, the SDK's parts…) that every first view fetched beside it.
 * The rest of the first view is left alone: what a page declared at start-up or an `startup` main
 * imports statically stays where the bundler puts it, so a page opened by its address loads as
 * before; only what an extension's pages share with its code that loads after the first view (the
 * notification view of its page and of its widget) is one file per extension, not one per module. Groups do not take in their modules' dependencies, so a group never pulls first-view
 * code out of the first view's files.
 */
export function tesseraChunkGroups(
  repository: string,
  beyondHome: BeyondHomeView = sdkBeyondHomeView(repository),
): CodeSplittingOptions {
  const fromRepository = (id: string) =>
    id.startsWith(repository) ? id.slice(repository.length).replace(/^[\\/]/, '') : id;
  const graph = new ModuleGraph(fromRepository);
  /** A group's name for a module, or null to leave it to the bundler (first-view code). */
  const name = (id: string, ctx: ChunkingContext): string | null => {
    if (beyondHome.includes(id)) return 'sdk-pages';
    if (graph.firstView(id, ctx)) {
      const extension = EXTENSION_FOLDER.exec(id)?.[1];
      // The timeline page and the notes it draws load together on every first visit: one file.
      if (extension && graph.homeView(id, ctx)) return 'home-view';
      return extension && graph.usedAfterFirstView(id, ctx) ? `x-${extension}-shared` : null;
    }
    if (RUNTIME_EXTENSIONS.test(id)) return 'runtime-extensions';
    if (graph.late(id, ctx)) return 'late';
    // Shiki's grammars and colour themes are left to the bundler, a file each (and one for what
    // several share), so a code block loads its language's alone; the highlighter, shiki's core
    // and the libraries only it uses are one file, which no other group imports.
    if (SHIKI_PIECE.test(id)) return null;
    if (graph.onlyHighlighting(id, ctx)) return 'lib-shiki';
    if (PACKAGE.test(id)) return `lib-${PACKAGE.exec(id)?.[1]?.replace(/[\\/@]/g, '') ?? ''}`;
    const extension = EXTENSION_FOLDER.exec(id)?.[1];
    if (extension) return `x-${extension}`;
    const path = fromRepository(id);
    if (CORE.test(path) || SDK.test(path)) return 'core';
    return null;
  };
  return {
    includeDependenciesRecursively: false,
    groups: [
      { name, debugName: 'tessera' },
      { ...FIRST_VIEW_GROUP, test: (id: string) => !beyondHome.includes(id) },
      { ...EARLY_ENTRY_GROUP, name: (id: string, ctx: ChunkingContext) => (graph.early(id, ctx) ? 'early' : null) },
    ],
  };
}

/** Answers, with memory, where a module sits in the module graph. */
class ModuleGraph {
  private readonly initial = new Map<string, boolean>();
  private readonly earlyOf = new Map<string, boolean>();
  private readonly homeViewOf = new Map<string, boolean>();
  private readonly firstViewOf = new Map<string, boolean>();
  private readonly lateOf = new Map<string, boolean>();
  private readonly usedAfterOf = new Map<string, boolean>();
  private readonly highlightingOf = new Map<string, boolean>();
  private readonly declarations = new Map<string, Map<string, string>>();

  /** `fromRepository` gives a module's path from the repository's folder. */
  constructor(private readonly fromRepository: (id: string) => string) {}

  /** Whether a root of the home page's first view (HOME_VIEW_ROOTS) is the module or imports it statically. */
  homeView(id: string, ctx: ChunkingContext): boolean {
    return this.closure(this.homeViewOf, id, ctx, (current) =>
      HOME_VIEW_ROOTS.some((root) => this.fromRepository(current) === root),
    );
  }

  /** Whether the early entry (app/early.ts) is the module or imports it statically, directly or not. */
  early(id: string, ctx: ChunkingContext): boolean {
    return this.closure(this.earlyOf, id, ctx, (current) => EARLY_ENTRY.test(current));
  }

  /** Whether the entry imports the module statically, directly or through other modules. */
  isInitial(id: string, ctx: ChunkingContext): boolean {
    return this.closure(this.initial, id, ctx, (_, info) => info.isEntry);
  }

  /**
   * Whether the module may be in a first view: imported statically by the entry, or by what
   * first-view code imports lazily (a route's page, a service's component, an `startup` main)
   * unless that is known to load only after the first view.
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

  /** Whether code known to load after the first view imports the module statically (directly or not). */
  usedAfterFirstView(id: string, ctx: ChunkingContext): boolean {
    return this.closure(
      this.usedAfterOf,
      id,
      ctx,
      (root, info) => this.loadsAfterFirstView(root) && info.dynamicImporters.some((i) => this.isInitial(i, ctx)),
    );
  }

  /** Whether first-view code imports the module lazily (directly or through static imports): it loads soon after. */
  late(id: string, ctx: ChunkingContext): boolean {
    return this.closure(this.lateOf, id, ctx, (_, info) => info.dynamicImporters.some((i) => this.isInitial(i, ctx)));
  }

  /**
   * Whether the module is the code highlighter or what it alone imports, directly or not (shiki's
   * core, its regex engine, their libraries): loaded when a code block first needs colours.
   */
  onlyHighlighting(id: string, ctx: ChunkingContext): boolean {
    const known = this.highlightingOf.get(id);
    if (known !== undefined) return known;
    if (HIGHLIGHTER.test(id)) return true;
    const info = ctx.getModuleInfo(id);
    this.highlightingOf.set(id, true); // assumed while its importers are asked, for import cycles
    const only =
      info !== null &&
      !info.isEntry &&
      PACKAGE.test(id) &&
      info.dynamicImporters.length === 0 &&
      info.importers.length > 0 &&
      info.importers.every((importer) => this.onlyHighlighting(importer, ctx));
    this.highlightingOf.set(id, only);
    return only;
  }

  /**
   * Whether a module that first-view code imports lazily is known to load only after the first
   * view: an extension's later declarations, an extension's main unless it activates at start-up,
   * the components of widgets, overlays and deck columns (mounted once the first view settled),
   * and the kernel's, the app's, the SDK's and libraries' lazy parts (dialogs, menus, windows,
   * the stream, backups…). Other lazy imports of extensions' declarations (route pages, service
   * components such as the note feed) may be in a first view and keep the files the bundler makes.
   */
  private loadsAfterFirstView(id: string): boolean {
    const path = this.fromRepository(id);
    if (LATER_DECLARATIONS.test(id) || CORE.test(path) || SDK.test(path) || PACKAGE.test(id)) return true;
    if (EXTENSION_MAIN.test(id)) return !this.isStartupMain(id);
    return this.declaredAs(id) === 'component';
  }

  /** Whether the module is `main.ts` of an extension whose index.ts activates it at start-up (`{ on: 'startup' }`). */
  private isStartupMain(id: string): boolean {
    return EXTENSION_MAIN.test(id) && this.declared(id).get('activation') === 'startup';
  }

  /**
   * How the extension's index.ts declares the module: the property whose lazy import names it
   * (`page`, `value`, `component`, `main`…), and `activation` ('startup') when its main loads at start-up.
   * Read from the declaration's text (declarations are data: `name: () => import('./File')`).
   */
  private declared(id: string): Map<string, string> {
    const folder = EXTENSION_FOLDER.exec(id);
    if (!folder) return new Map();
    const root = id.slice(0, (folder.index ?? 0) + folder[0].length);
    let kinds = this.declarations.get(root);
    if (!kinds) {
      kinds = new Map();
      const index = join(root, 'index.ts');
      const text = existsSync(index) ? readFileSync(index, 'utf8') : '';
      for (const [, property, path] of text.matchAll(/(\w+):\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g))
        if (property && path) kinds.set(join(root, path), property);
      if (/on:\s*['"]startup['"]/.test(text)) kinds.set('activation', 'startup');
      this.declarations.set(root, kinds);
    }
    return kinds;
  }

  /** The property of the extension's declarations whose lazy import names the module, if any. */
  private declaredAs(id: string): string | undefined {
    return this.declared(id).get(id.replace(/\.(tsx?|jsx?)$/, '').replace(/[\\/]index$/, ''));
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
