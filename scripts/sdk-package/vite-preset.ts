// `@tessera/sdk/vite` in the packed SDK: the Vite configuration that builds an extension outside
// this repository. Shipped on its own (compiled to JavaScript by make-package.ts), so it imports
// nothing but Vite's types and Node's modules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';

/**
 * The modules an extension shares with the page rather than bundling (with their subpaths, such
 * as `react-dom/client` and `@tessera/sdk/kit`): the page has one copy of each, and the SDK's
 * hooks work only against the page's React and the page's host.
 */
export const SHARED_MODULES: readonly string[] = ['react', 'react-dom', '@tessera/sdk', 'misskey-js'];

/** Whether an import is one the page provides; the SDK's stylesheets are bundled, not shared. */
export function isSharedModule(id: string): boolean {
  if (id.endsWith('.css')) return false;
  return SHARED_MODULES.some((shared) => id === shared || id.startsWith(`${shared}/`));
}

/** What to build. */
export interface ExtensionBuildOptions {
  /**
   * The extension folders, relative to `root`: each has an index.ts (whose default export is
   * the extension's definition) and may have a locales/ folder ('en-US.json' ...). The folder's
   * name is the extension's id and the name of its built module. Default: the root itself.
   */
  extensions?: readonly string[];
  /** The project's folder; default: the working folder. */
  root?: string;
  /** Where the modules go, relative to `root`; default 'dist'. */
  outDir?: string;
}

/**
 * A Vite configuration that builds each extension folder's index.ts into one ES module
 * (`dist/<id>.js`) with React, the SDK and misskey-js left as imports for the page to provide.
 * Each module also exports `locales`: the strings of its locales/ folder by language, which the
 * host namespaces by the extension's id as it does for extensions built in. Use it as the whole
 * of vite.config.ts (`export default extensionBuild({ extensions: ['my-extension'] })`) or merge
 * it with `mergeConfig`.
 */
export function extensionBuild(options: ExtensionBuildOptions = {}): UserConfig {
  const root = resolve(options.root ?? process.cwd());
  const folders = options.extensions ?? ['.'];
  const entries: Record<string, string> = {};
  for (const folder of folders) {
    const index = join(root, folder, 'index.ts');
    if (!existsSync(index)) throw new Error(`extension folder '${folder}' has no index.ts`);
    entries[basename(resolve(root, folder))] = index;
  }
  return {
    root,
    publicDir: false,
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    plugins: [extensionLocales(entries)],
    build: {
      outDir: options.outDir ?? 'dist',
      emptyOutDir: true,
      target: 'es2022',
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      rolldownOptions: { external: isSharedModule },
    },
  };
}

/** Every locales/<language>.json of an extension folder, by language. */
export function readLocales(folder: string): Record<string, Record<string, string>> {
  const dir = join(folder, 'locales');
  if (!existsSync(dir)) return {};
  const tables: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    tables[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<
      string,
      string
    >;
  }
  return tables;
}

/** Adds `export const locales = {...}` to each extension's entry module. */
function extensionLocales(entries: Readonly<Record<string, string>>): Plugin {
  const indexes = new Set(Object.values(entries));
  return {
    name: 'tessera-extension-locales',
    transform(code, id) {
      if (!indexes.has(id)) return null;
      const folder = join(id, '..');
      const dir = join(folder, 'locales');
      if (existsSync(dir)) {
        for (const file of readdirSync(dir)) this.addWatchFile(join(dir, file));
      }
      return { code: `${code}\nexport const locales = ${JSON.stringify(readLocales(folder))};\n`, map: null };
    },
  };
}
