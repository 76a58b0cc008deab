// `@tessera/sdk/vite` in the packed SDK: the Vite configuration that builds an extension outside
// this repository. Shipped on its own (compiled to JavaScript by make-package.ts), so it imports
// nothing but Vite's types and Node's modules.
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { writeManifest } from './manifest-writer.ts';

export { readLocales } from './manifest-writer.ts';

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
 * A Vite configuration that builds each extension folder into the two files Tessera installs
 * (README, "Writing an extension"): one ES module with all of the extension's code,
 * `dist/<id>.js`, with React, the SDK and misskey-js left as imports for the page to provide, and
 * its manifest, `dist/<id>.manifest.json` (id, version, SDK range, the declaration as data, its
 * strings, read from its locales/ folder, and the module's SHA-384 integrity). Use it as
 * the whole of vite.config.ts (`export default extensionBuild({ extensions: ['my-extension'] })`)
 * or merge it with `mergeConfig`.
 */
export function extensionBuild(options: ExtensionBuildOptions = {}): UserConfig {
  const root = resolve(options.root ?? process.cwd());
  const folders = options.extensions ?? ['.'];
  const targets: BundleTarget[] = folders.map((folder) => {
    const index = join(root, folder, 'index.ts');
    if (!existsSync(index)) throw new Error(`extension folder '${folder}' has no index.ts`);
    return { id: basename(resolve(root, folder)), folder: resolve(root, folder), index };
  });
  const [first, ...rest] = targets;
  if (!first) throw new Error('extensionBuild needs at least one extension folder');
  return bundleConfig(root, resolve(root, options.outDir ?? 'dist'), first, rest);
}

/** One extension to build: its id (the folder's name), its folder and its index.ts. */
interface BundleTarget {
  id: string;
  folder: string;
  index: string;
}

/**
 * The configuration of one extension's module. Each extension is a build of its own, since a
 * module that inlines its dynamic imports (one file to install and check) is one entry's build;
 * the first build's plugin runs the others after it, so `vite build` makes them all.
 */
function bundleConfig(root: string, outDir: string, target: BundleTarget, next: readonly BundleTarget[]): UserConfig {
  return {
    root,
    publicDir: false,
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    plugins: [manifestAndNext(root, outDir, target, next)],
    build: {
      outDir,
      // The first build empties the folder; the ones after it add to it (manifestAndNext).
      emptyOutDir: true,
      target: 'es2022',
      lib: { entry: { [target.id]: target.index }, formats: ['es'], fileName: () => `${target.id}.js` },
      rolldownOptions: { external: isSharedModule, output: { codeSplitting: false } },
    },
  };
}

/** After a module is written: its manifest, then the next extension's build. */
function manifestAndNext(root: string, outDir: string, target: BundleTarget, next: readonly BundleTarget[]): Plugin {
  let failed = false;
  return {
    name: 'tessera-extension-manifest',
    buildEnd(error) {
      failed = error !== undefined;
    },
    async closeBundle() {
      if (failed) return;
      await writeManifest({ id: target.id, folder: target.folder, outDir });
      const [following, ...after] = next;
      if (!following) return;
      const { build } = await import('vite');
      const config = bundleConfig(root, outDir, following, after);
      await build({ ...config, configFile: false, logLevel: 'warn', build: { ...config.build, emptyOutDir: false } });
    },
  };
}
