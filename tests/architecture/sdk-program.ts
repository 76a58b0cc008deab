import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The SDK's folder. */
export const sdkDir = fileURLToPath(new URL('../../sdk', import.meta.url));

/** The SDK compiled as third parties see it: its checker and the exports of its entries (sdk/index.ts, sdk/kit.ts). */
export function sdkExports(): { checker: ts.TypeChecker; index: ts.SourceFile; exports: ts.Symbol[] } {
  const program = ts.createProgram([join(sdkDir, 'index.ts'), join(sdkDir, 'kit.ts')], {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(join(sdkDir, 'index.ts'));
  if (!index) throw new Error('sdk/index.ts not found');
  const moduleSymbol = checker.getSymbolAtLocation(index);
  if (!moduleSymbol) throw new Error('sdk/index.ts has no exports');
  const kit = program.getSourceFile(join(sdkDir, 'kit.ts'));
  const kitSymbol = kit && checker.getSymbolAtLocation(kit);
  const kitExports = kitSymbol ? checker.getExportsOfModule(kitSymbol) : [];
  return { checker, index, exports: [...checker.getExportsOfModule(moduleSymbol), ...kitExports] };
}
