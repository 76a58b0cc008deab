import { join } from 'node:path';
import { build, type Rolldown } from 'vite';

/** How to build the SDK's modules on their own (outside the app's bundle). */
export interface SdkModulesBuild {
  /** The repository. */
  root: string;
  outDir: string;
  /** Entry names and their files (the SDK's index and kit, and whatever else goes with them). */
  entries: Readonly<Record<string, string>>;
  /** What stays an import for whoever loads the modules. */
  external(id: string): boolean;
  /** Names with a content hash (`index-<hash>.js`), for files cached for good. */
  hashed?: boolean;
}

/**
 * Builds the SDK's entries as ES modules; gives each entry's file name in `outDir`. Used for the
 * packed SDK (`@tessera/sdk`'s dist) and for the copy the page hands extensions installed at run
 * time (scripts/runtime-host-plugin.ts).
 */
export async function buildSdkModules(options: SdkModulesBuild): Promise<Record<string, string>> {
  const result = await build({
    configFile: false,
    root: options.root,
    logLevel: 'error',
    publicDir: false,
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    worker: { format: 'es' },
    build: {
      outDir: options.outDir,
      emptyOutDir: true,
      target: 'es2022',
      // Shiki's grammars are large; each loads only when a code block in its language shows.
      chunkSizeWarningLimit: 2000,
      lib: {
        entry: { ...options.entries },
        formats: ['es'],
        fileName: (_format, name) => (options.hashed ? `${name}-[hash].js` : `${name}.js`),
        cssFileName: 'sdk',
      },
      rolldownOptions: {
        external: (id) => options.external(id),
        ...(options.hashed ? { output: { chunkFileNames: 'c-[hash].js' } } : {}),
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files: Record<string, string> = {};
  for (const output of outputs)
    for (const item of output.output) if (item.type === 'chunk' && item.isEntry) files[item.name] = item.fileName;
  for (const name of Object.keys(options.entries))
    if (!files[name]) throw new Error(`the SDK build wrote no module for '${name}' in ${join(options.outDir)}`);
  return files;
}
