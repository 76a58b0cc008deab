import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** Properties of a declaration whose values are never shown, so never keys of its strings. */
const NOT_SHOWN = new Set(['requires', 'uses', 'sdk', 'version']);
/** Comparisons: their string operands are values compared, not strings shown. */
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** A relative import's file, if it is a TypeScript file of the same extension folder. */
function resolveRelative(from: string, specifier: string, folder: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  if (!base.startsWith(folder)) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Every string literal in an extension's declaration file (`index.ts`, or `later.ts` for its later
 * contributions) and in what it imports statically from its own folder (type-only and dynamic
 * imports are not followed: that code loads later), but for values never shown (`NOT_SHOWN`
 * properties, compared values). Titles, labels and keywords of declared
 * contributions are among them: the strings menus, the settings index and tabs show before any of
 * the extension's code has loaded. What only Settings shows goes in `described` instead, when that
 * is given: the value of a `description` property (the extension's own, for Settings > Extensions)
 * and every literal of a preference's `setting` (its row in Settings > Preferences).
 */
export function declarationStrings(
  folder: string,
  declaration: 'index.ts' | 'later.ts',
  described?: Set<string>,
): Set<string> {
  const strings = new Set<string>();
  const seen = new Set<string>();
  const visitFile = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        const typeOnly = node.importClause?.isTypeOnly === true;
        if (!typeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
          const next = resolveRelative(file, node.moduleSpecifier.text, folder);
          if (next) visitFile(next);
        }
        return;
      }
      if (described && ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
        if (node.name.text === 'description' && ts.isStringLiteralLike(node.initializer)) {
          described.add(node.initializer.text);
          return;
        }
        // A preference's settings row (label, group, choices) is drawn only by Settings.
        if (node.name.text === 'setting') {
          const collect = (inner: ts.Node): void => {
            if (ts.isStringLiteralLike(inner)) described.add(inner.text);
            ts.forEachChild(inner, collect);
          };
          collect(node.initializer);
          return;
        }
      }
      // Values that are never shown: other extensions' ids, version ranges, and what
      // a condition compares against ('unavailable' is a policy's value, not a key).
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && NOT_SHOWN.has(node.name.text)) return;
      if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) {
        for (const side of [node.left, node.right]) if (!ts.isStringLiteralLike(side)) visit(side);
        return;
      }
      if (ts.isStringLiteralLike(node)) strings.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  };
  const file = join(folder, declaration);
  if (existsSync(file)) visitFile(file);
  return strings;
}
