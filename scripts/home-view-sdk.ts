import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** The package name extensions, the kernel and the app import the SDK by. */
const SDK_PACKAGE = '@tessera/sdk';
/** The SDK's index, which re-exports every module of its surface. */
const SDK_INDEX = 'sdk/index.ts';

/**
 * Where the home page's first view starts, besides the entry: the timeline page and the notes it
 * draws (lazily loaded, but on every first visit). Files a build leaves out are skipped.
 */
export const HOME_VIEW_ROOTS = [
  'extensions/timeline/TimelinePage.tsx',
  'extensions/notes/NoteFeed.tsx',
  'extensions/notes/NoteView.tsx',
];

/** Static imports and re-exports, with what they import (`type`-only ones are left out by the caller). */
const IMPORT =
  /^import\s+(type\s+)?([\s\S]*?)\s*from\s+'([^']+)';|^import\s+'([^']+)';|^export\s+(type\s+)?(?:\{[^}]*\}|\*)\s+from\s+'([^']+)'/gm;

/** The file a relative import names, from the repository's folder (null for a stylesheet or a missing file). */
function resolveImport(repository: string, from: string, specifier: string): string | null {
  const base = normalize(join(dirname(from), specifier));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, base, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(join(repository, candidate))) return candidate;
  }
  return null;
}

/** The names a `{ a, type B, c as d }` import list takes, without the type-only ones. */
function importedNames(list: string): string[] {
  return list
    .replace(/^[^{]*\{|\}[^}]*$/g, '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && !item.startsWith('type '))
    .map((item) => item.split(/\s+as\s+/)[0] as string);
}

/** Each name the SDK exports (values only), with the module it comes from. */
function sdkExports(repository: string): Map<string, string> {
  const modules = new Map<string, string>();
  if (!existsSync(join(repository, SDK_INDEX))) return modules;
  const text = readFileSync(join(repository, SDK_INDEX), 'utf8');
  for (const match of text.matchAll(/^export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/gm)) {
    const module = !match[1] && match[3] ? resolveImport(repository, SDK_INDEX, match[3]) : null;
    if (module) for (const name of importedNames(`{${match[2]}}`)) modules.set(name, module);
  }
  return modules;
}

/**
 * The SDK's modules that the home page's first view uses: what the entry (the app, the kernel and
 * every extension's declarations) and the home view's lazily loaded code import, through the
 * SDK's package name or by path, followed through their static imports. Read from the sources'
 * text (imports are written one way here, which biome keeps); `type` imports are not followed.
 */
export function homeViewSdkModules(repository: string): Set<string> {
  const exported = sdkExports(repository);
  const extensions = join(repository, 'extensions');
  const declarations = (existsSync(extensions) ? readdirSync(extensions) : [])
    .map((id) => `extensions/${id}/index.ts`)
    .filter((path) => existsSync(join(repository, path)));
  const queue = ['app/main.tsx', ...declarations, ...HOME_VIEW_ROOTS].filter((path) =>
    existsSync(join(repository, path)),
  );
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(join(repository, file), 'utf8').matchAll(IMPORT)) {
      if (match[1] || match[5]) continue;
      const specifier = match[3] ?? match[4] ?? match[6] ?? '';
      if (specifier === SDK_PACKAGE) {
        for (const name of importedNames(match[2] ?? '')) {
          const module = exported.get(name);
          if (module) queue.push(module);
        }
      } else if (specifier.startsWith('.')) {
        const module = resolveImport(repository, file, specifier);
        if (module) queue.push(module);
      }
    }
  }
  return new Set([...seen].filter((path) => path.startsWith('sdk/')));
}

/** The SDK's modules beyond the home view, as the bundler's options ask about them. */
export interface BeyondHomeView {
  /** Whether a module (by its id, an absolute path) is one of them. */
  includes(id: string): boolean;
  /** `treeshake.moduleSideEffects`: false for them (they only define their exports), else the bundler's own finding. */
  sideEffects(id: string): false | undefined;
}

/**
 * The SDK's modules whose exports only other pages, widgets and dialogs use: the SDK's index
 * re-exports them, so left alone they would ride in the entry's file.
 */
export function sdkBeyondHomeView(repository: string): BeyondHomeView {
  const used = homeViewSdkModules(repository);
  const beyond = new Set(
    [...sdkExports(repository).values()]
      .filter((module) => !used.has(module))
      .map((module) => join(repository, module)),
  );
  const includes = (id: string) => beyond.has(id);
  return { includes, sideEffects: (id) => (includes(id) ? false : undefined) };
}
