import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';
import {
  PAGE_SHARED_SPECIFIERS,
  type PageSharedSpecifier,
  RUNTIME_HOST_FILE,
  type RuntimeHost,
  SHARED_MODULES_KEY,
} from '../packages/extension-manifest/index.ts';
import { readSdkVersion } from './extension-ranges.ts';
import { buildSdkModules } from './sdk-package/sdk-modules.ts';

/**
 * A module that hands out the page's own copy of a shared module: the page puts its modules in
 * `globalThis[Symbol.for(SHARED_MODULES_KEY)]` before it loads a run-time extension.
 */
export function sharedModuleSource(specifier: PageSharedSpecifier, names: readonly string[]): string {
  const named = names.filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
  return [
    `const m = globalThis[Symbol.for(${JSON.stringify(SHARED_MODULES_KEY)})][${JSON.stringify(specifier)}];`,
    'export default m.default ?? m;',
    named.length > 0 ? `export const { ${named.join(', ')} } = m;` : '',
  ].join('\n');
}

/** What a module the page hands out exports, as Node sees it. */
async function exportsOf(specifier: PageSharedSpecifier): Promise<string[]> {
  return Object.keys((await import(specifier)) as object);
}

/** Whether an import is one of React's, which the SDK's copy for extensions leaves to the page. */
const isReact = (id: string) => PAGE_SHARED_SPECIFIERS.some((s) => id === s || id.startsWith(`${s}/`));

/**
 * Makes the built client ready for extensions installed at run time (issue 38): a small module per
 * React package that hands out the page's copy (`client-assets/s-<hash>.js`), a copy of the SDK
 * and misskey-js built for extensions (`client-assets/sdk/`, loaded with the first of them, so the
 * first view keeps only the SDK exports it uses), and `runtime-host.json`, which tells the server
 * the SDK version, the ids built in, and the import map to give the page.
 */
export function tesseraRuntimeHost(options: {
  root: string;
  sdkFile: string;
  /** The ids of the extensions the build includes (their folders' names) besides the shell's. */
  builtIn: () => readonly string[];
}): Plugin {
  let outDir = '';
  const imports: Record<string, string> = {};
  return {
    name: 'tessera-runtime-host',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async generateBundle() {
      for (const specifier of PAGE_SHARED_SPECIFIERS) {
        const source = sharedModuleSource(specifier, await exportsOf(specifier));
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
        const fileName = `client-assets/s-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        imports[specifier] = `/${fileName}`;
      }
    },
    async closeBundle() {
      const files = await buildSdkModules({
        root: options.root,
        outDir: join(outDir, 'client-assets', 'sdk'),
        entries: {
          index: join(options.root, 'sdk/index.ts'),
          kit: join(options.root, 'sdk/kit.ts'),
          'misskey-js': join(options.root, 'scripts/runtime-entries/misskey-js.ts'),
        },
        external: isReact,
        hashed: true,
      });
      const at = (name: string) => `/client-assets/sdk/${files[name]}`;
      const host: RuntimeHost = {
        sdk: readSdkVersion(options.sdkFile),
        // The shell (app/shell-extension.ts) is built in too.
        builtIn: ['shell', ...options.builtIn().map((folder) => basename(folder))],
        imports: {
          ...imports,
          '@tessera/sdk': at('index'),
          '@tessera/sdk/kit': at('kit'),
          'misskey-js': at('misskey-js'),
        },
      };
      writeFileSync(join(outDir, RUNTIME_HOST_FILE), `${JSON.stringify(host, null, 2)}\n`);
    },
  };
}
