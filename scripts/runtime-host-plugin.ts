import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import {
  RUNTIME_HOST_FILE,
  type RuntimeHost,
  SHARED_MODULES_KEY,
  SHARED_SPECIFIERS,
  type SharedSpecifier,
} from '../packages/extension-manifest/index.ts';
import { readSdkVersion } from './extension-ranges.ts';

/** The value exports of a barrel module of ours (`export { a, type B } from './x'`). */
export function barrelValueExports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) throw new Error(`${file}: export * cannot be listed; name the exports`);
    for (const element of clause.elements) if (!element.isTypeOnly) names.push(element.name.text);
  }
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      names.push(statement.name.text);
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
  }
  return names;
}

/**
 * A module that hands out the page's own copy of a shared module: the page puts its modules in
 * `globalThis[Symbol.for(SHARED_MODULES_KEY)]` before it loads a run-time extension.
 */
export function sharedModuleSource(specifier: SharedSpecifier, names: readonly string[]): string {
  const named = names.filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
  return [
    `const m = globalThis[Symbol.for(${JSON.stringify(SHARED_MODULES_KEY)})][${JSON.stringify(specifier)}];`,
    'export default m.default ?? m;',
    named.length > 0 ? `export const { ${named.join(', ')} } = m;` : '',
  ].join('\n');
}

/** What a shared module exports: ours from their barrels, the libraries' as Node sees them. */
async function exportsOf(specifier: SharedSpecifier, sdkIndex: string, kitIndex: string): Promise<string[]> {
  if (specifier === '@tessera/sdk') return barrelValueExports(sdkIndex);
  if (specifier === '@tessera/sdk/kit') return barrelValueExports(kitIndex);
  return Object.keys((await import(specifier)) as object);
}

/**
 * Makes the built client ready for extensions installed at run time (issue 38): one small module
 * per shared module (`client-assets/s-<hash>.js`, named by their content) and
 * `runtime-host.json`, which tells the server the SDK version, the ids built in, and the import
 * map to give the page.
 */
export function tesseraRuntimeHost(options: {
  sdkFile: string;
  sdkIndex: string;
  kitIndex: string;
  /** The ids of the extensions the build includes (their folders' names) besides the shell's. */
  builtIn: () => readonly string[];
}): Plugin {
  return {
    name: 'tessera-runtime-host',
    apply: 'build',
    async generateBundle() {
      const imports: Record<string, string> = {};
      for (const specifier of SHARED_SPECIFIERS) {
        const source = sharedModuleSource(specifier, await exportsOf(specifier, options.sdkIndex, options.kitIndex));
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
        const fileName = `client-assets/s-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        imports[specifier] = `/${fileName}`;
      }
      const host: RuntimeHost = {
        sdk: readSdkVersion(options.sdkFile),
        builtIn: ['shell', ...options.builtIn().map((folder) => basename(folder))],
        imports,
      };
      this.emitFile({ type: 'asset', fileName: RUNTIME_HOST_FILE, source: `${JSON.stringify(host, null, 2)}\n` });
    },
  };
}
