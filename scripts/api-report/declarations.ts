import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { augmentationsAsNamespace } from './augmentations.ts';
import { type ApiEntry, ROOT } from './contracts.ts';

/**
 * Emits the declarations (.d.ts) of these source files (relative to the root) and what they
 * import, in one TypeScript pass, into `outDir`, its tree mirroring the repository's
 * (sdk/index.d.ts, extensions/deck/api.d.ts). CSS imports are dropped; `rewrite` may change a
 * file's text before it is written.
 */
export function emitDeclarationFiles(
  sources: readonly string[],
  outDir: string,
  rewrite: (file: string, text: string) => string = (_, text) => text,
): void {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.client.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(
    sources.map((s) => join(ROOT, s)),
    {
      ...options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      outDir,
      rootDir: ROOT,
    },
  );
  const { diagnostics } = program.emit(
    undefined,
    (file, text) => {
      const output = rewrite(file, text.replace(/^import '[^']*\.css';\n/gm, ''));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, output);
    },
    undefined,
    true,
  );
  if (diagnostics.length > 0) {
    throw new Error(
      ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => ROOT,
        getNewLine: () => '\n',
      }),
    );
  }
}

/**
 * Emits the declarations of every entry into `folder` laid out as API Extractor needs it: the
 * tree mirrors the repository's, the repository's node_modules is linked beside it (misskey-js,
 * React), and `node_modules/@tessera/sdk` links to the SDK's declarations, so an extension's
 * contract imports the SDK as the outside package it is (and its report does not copy the SDK
 * in). A contract's `declare module` blocks become a namespace (see augmentations.ts). Returns
 * each entry's declaration file.
 */
export function emitDeclarations(entries: readonly ApiEntry[], folder: string): Map<ApiEntry, string> {
  const tree = join(folder, 'tree');
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
  mkdirSync(join(tree, 'node_modules', '@tessera'), { recursive: true });
  symlinkSync(join(tree, 'sdk'), join(tree, 'node_modules', '@tessera', 'sdk'), 'dir');
  const contracts = new Set(entries.filter((e) => e.versionedAs !== 'sdk').map((e) => declarationOf(e, tree)));
  emitDeclarationFiles(
    entries.map((e) => e.source),
    tree,
    (file, text) => (contracts.has(file) ? augmentationsAsNamespace(text, relative(tree, file)) : text),
  );
  return new Map(entries.map((e) => [e, declarationOf(e, tree)]));
}

/** Where the declaration of a source file (relative to the root) lands under `outDir`. */
export function declarationOf(entry: Pick<ApiEntry, 'source'>, outDir: string): string {
  return join(outDir, entry.source.replace(/\.tsx?$/, '.d.ts'));
}
