import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { build } from 'vite';
import { contractExtensions, currentVersion, ROOT } from '../api-report/contracts.ts';
import { emitDeclarationFiles } from '../api-report/declarations.ts';
import { buildSdkModules } from './sdk-modules.ts';
import { isSharedModule } from './vite-preset.ts';

/** Where `npm run sdk:pack` makes the package folder and its tarball. */
export const PACK_DIR = join(ROOT, 'dist-sdk');

/** The SDK's stylesheets an extension may import (`@tessera/sdk/forms.css`), shipped as they are. */
const STYLESHEETS = ['forms.css', 'widget-stack.css'];

/**
 * What the SDK's own modules import besides the shared modules: dependencies of the package
 * (their types appear in the SDK's declarations too). Its web workers bundle what they import.
 */
const SDK_DEPENDENCIES = ['blurhash', 'immer', 'mfm-js', 'sortablejs'];

const isDependency = (id: string) => SDK_DEPENDENCIES.some((name) => id === name || id.startsWith(`${name}/`));

/** The preset's source, compiled into the package as `@tessera/sdk/vite`. */
const PRESET = 'scripts/sdk-package/vite-preset.ts';

/**
 * Makes the folder of the `@tessera/sdk` package in `folder`: the declarations of the SDK, its
 * kit and every extension's `api.ts` (`@tessera/sdk/extensions/<id>`), the SDK's JavaScript
 * built in library mode, the SDK's stylesheets, the Vite preset for building an extension
 * (`@tessera/sdk/vite`) and package.json. Returns the package's version (SDK_VERSION).
 */
export async function makeSdkPackage(folder: string): Promise<string> {
  const version = currentVersion('sdk');
  if (!version) throw new Error('sdk/extension.ts has no SDK_VERSION');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });

  emitDeclarationFiles(
    ['sdk/index.ts', 'sdk/kit.ts', ...contractExtensions().map((id) => `extensions/${id}/api.ts`)],
    join(folder, 'types'),
  );
  // In the page, an extension's `import '@tessera/sdk'` is the page's own copy; these modules are
  // what the import resolves to outside it (a bundler that does not leave the SDK external, an
  // extension's own unit tests, the preset reading a built extension's declaration).
  await buildSdkModules({
    root: ROOT,
    outDir: join(folder, 'dist'),
    entries: { index: join(ROOT, 'sdk/index.ts'), kit: join(ROOT, 'sdk/kit.ts') },
    external: (id) => isSharedModule(id) || isDependency(id),
  });
  await compilePreset(join(folder, 'vite'));
  mkdirSync(join(folder, 'css'));
  for (const sheet of STYLESHEETS) copyFileSync(join(ROOT, 'sdk/ui', sheet), join(folder, 'css', sheet));
  writeFileSync(join(folder, 'package.json'), `${JSON.stringify(packageJson(version), null, 2)}\n`);
  writeFileSync(join(folder, 'README.md'), README);
  return version;
}

/**
 * Makes the package in `outDir`/package and packs it with `npm pack` into `outDir`; returns the
 * tarball's path (`<outDir>/tessera-sdk-<version>.tgz`).
 */
export async function packSdk(outDir: string = PACK_DIR): Promise<string> {
  const folder = join(outDir, 'package');
  const version = await makeSdkPackage(folder);
  const packed = spawnSync('npm', ['pack', '--pack-destination', outDir, '--silent'], {
    cwd: folder,
    encoding: 'utf8',
  });
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stdout}\n${packed.stderr}`);
  return join(outDir, `tessera-sdk-${version}.tgz`);
}

/**
 * Compiles the preset to `vite/index.js` (bundled with what it imports of ours: the manifest's
 * writer and format) and `vite/index.d.ts` (its declarations alone: its exports name no type of
 * those files).
 */
async function compilePreset(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      lib: { entry: join(ROOT, PRESET), formats: ['es'], fileName: () => 'index.js' },
      rolldownOptions: { external: (id) => id === 'vite' || id.startsWith('node:') },
    },
  });
  const program = ts.createProgram([join(ROOT, PRESET)], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    declaration: true,
    emitDeclarationOnly: true,
    allowImportingTsExtensions: true,
    types: ['node'],
    outDir,
  });
  const preset = join(ROOT, PRESET);
  const { diagnostics } = program.emit(program.getSourceFile(preset), (file, text) => {
    if (file.endsWith('vite-preset.d.ts')) writeFileSync(join(outDir, 'index.d.ts'), text);
  });
  const errors = [...ts.getPreEmitDiagnostics(program), ...diagnostics];
  if (errors.length > 0) {
    throw new Error(
      ts.formatDiagnostics(errors, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => ROOT,
        getNewLine: () => '\n',
      }),
    );
  }
}

/** The range of a dependency as the repository's package.json names it. */
function rangeOf(name: string): string {
  const own = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const range = own.dependencies[name] ?? own.devDependencies[name];
  if (!range) throw new Error(`package.json does not name ${name}`);
  return range;
}

function packageJson(version: string) {
  return {
    name: '@tessera/sdk',
    version,
    description:
      'The contract of Tessera extensions: types, the SDK modules and a Vite preset for building an extension.',
    type: 'module',
    license: 'MIT',
    sideEffects: ['*.css'],
    exports: {
      '.': { types: './types/sdk/index.d.ts', default: './dist/index.js' },
      './kit': { types: './types/sdk/kit.d.ts', default: './dist/kit.js' },
      ...Object.fromEntries(STYLESHEETS.map((sheet) => [`./${sheet}`, `./css/${sheet}`])),
      './sdk.css': './dist/sdk.css',
      // The contracts of the first-party extensions hold types only: `import type`.
      './extensions/*': { types: './types/extensions/*/api.d.ts' },
      './vite': { types: './vite/index.d.ts', default: './vite/index.js' },
      './package.json': './package.json',
    },
    dependencies: Object.fromEntries(SDK_DEPENDENCIES.map((name) => [name, rangeOf(name)])),
    peerDependencies: {
      react: rangeOf('react'),
      'react-dom': rangeOf('react-dom'),
      'misskey-js': rangeOf('misskey-js'),
      '@types/react': rangeOf('@types/react'),
      vite: rangeOf('vite'),
    },
    peerDependenciesMeta: { '@types/react': { optional: true }, vite: { optional: true } },
  };
}

const README = `# @tessera/sdk

The contract Tessera extensions are written against.

- \`@tessera/sdk\` and \`@tessera/sdk/kit\`: the SDK and its page kit (types and modules).
- \`@tessera/sdk/extensions/<id>\`: the type contract of a first-party extension (its \`api.ts\`),
  to use with \`import type\`; list the extension under \`requires\` or \`uses\`.
- \`@tessera/sdk/vite\`: \`extensionBuild({ extensions: ['my-extension'] })\`, a Vite configuration
  that builds each extension folder to \`dist/<id>.js\`, leaving React, the SDK and misskey-js to
  the page.

In the page, \`@tessera/sdk\` is the page's own copy: an extension never bundles it.
`;
