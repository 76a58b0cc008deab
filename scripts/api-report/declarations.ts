import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { augmentationsAsNamespace } from './augmentations.ts';
import { type ApiEntry, ROOT } from './contracts.ts';

/**
 * Emits the declarations (.d.ts) of every entry in one TypeScript pass, into `folder` laid out as
 * API Extractor needs it: the tree mirrors the repository's, the repository's node_modules is
 * linked beside it (misskey-js, React), and `node_modules/@tessera/sdk` links to the SDK's
 * declarations, so an extension's contract imports the SDK as the outside package it is (and its
 * report does not copy the SDK in). CSS imports are dropped, and a contract's `declare module`
 * blocks become a namespace (see augmentations.ts). Returns each entry's declaration file.
 */
export function emitDeclarations(entries: readonly ApiEntry[], folder: string): Map<ApiEntry, string> {
  const tree = join(folder, 'tree');
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
  mkdirSync(join(tree, 'node_modules', '@tessera'), { recursive: true });
  symlinkSync(join(tree, 'sdk'), join(tree, 'node_modules', '@tessera', 'sdk'), 'dir');

  const config = ts.readConfigFile(join(ROOT, 'tsconfig.client.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(
    entries.map((e) => join(ROOT, e.source)),
    {
      ...options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      outDir: tree,
      rootDir: ROOT,
    },
  );
  const contracts = new Set(entries.filter((e) => e.versionedAs !== 'sdk').map((e) => declarationOf(e, tree)));
  const { diagnostics } = program.emit(
    undefined,
    (file, text) => {
      let output = text.replace(/^import '[^']*\.css';\n/gm, '');
      if (contracts.has(file)) output = augmentationsAsNamespace(output, relative(tree, file));
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
  return new Map(entries.map((e) => [e, declarationOf(e, tree)]));
}

function declarationOf(entry: ApiEntry, tree: string): string {
  return join(tree, entry.source.replace(/\.tsx?$/, '.d.ts'));
}
