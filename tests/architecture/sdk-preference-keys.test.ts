import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md "Extensions": a preference that serves one feature is declared by that
// feature's extension, so no feature's preference key is named in sdk/.

const root = fileURLToPath(new URL('../..', import.meta.url));
const extensionsDir = join(root, 'extensions');
const sdkDir = join(root, 'sdk');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

const nameOf = (name: ts.PropertyName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;

function visit(node: ts.Node, found: (node: ts.Node) => void): void {
  found(node);
  node.forEachChild((child) => visit(child, found));
}

/**
 * The keys every extension declares: the members of `interface PreferenceMap` in its api.ts,
 * and the keys of `preferences: { ... }` in its definition (index.ts).
 */
function extensionKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const extension of readdirSync(extensionsDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    for (const file of ['api.ts', 'index.ts']) {
      const path = join(extensionsDir, extension.name, file);
      let source: ts.SourceFile;
      try {
        source = parse(path);
      } catch {
        continue; // no such file
      }
      visit(source, (node) => {
        const members =
          ts.isInterfaceDeclaration(node) && node.name.text === 'PreferenceMap'
            ? node.members
            : ts.isPropertyAssignment(node) &&
                nameOf(node.name) === 'preferences' &&
                ts.isObjectLiteralExpression(node.initializer)
              ? node.initializer.properties
              : [];
        for (const member of members) {
          const key = member.name && nameOf(member.name as ts.PropertyName);
          if (key) keys.set(key, extension.name);
        }
      });
    }
  }
  return keys;
}

describe('preference keys', () => {
  it("of extensions are named nowhere in sdk/ (they belong to their extension's api.ts)", () => {
    const keys = extensionKeys();
    expect(keys.get('deck.columnGap')).toBe('deck'); // the collection sees declarations
    expect(keys.get('statusbars')).toBe('statusbar');
    const named: string[] = [];
    for (const path of sourceFiles(sdkDir)) {
      visit(parse(path), (node) => {
        const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
        // The SDK's own map and defaults name their keys as identifiers too.
        const member =
          (ts.isPropertySignature(node) || ts.isPropertyAssignment(node)) && !ts.isStringLiteral(node.name)
            ? nameOf(node.name)
            : null;
        const inSdkMap =
          member !== null &&
          ts.findAncestor(
            node.parent,
            (n) =>
              (ts.isInterfaceDeclaration(n) && n.name.text === 'PreferenceMap') ||
              (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === 'CORE_PREFERENCES'),
          ) !== undefined &&
          (ts.isInterfaceDeclaration(node.parent) ||
            (ts.isObjectLiteralExpression(node.parent) && ts.isVariableDeclaration(node.parent.parent)));
        for (const key of [text, inSdkMap ? member : null]) {
          if (key !== null && keys.has(key))
            named.push(`${relative(root, path)} names '${key}' (declared by ${keys.get(key)})`);
        }
      });
    }
    expect(named).toEqual([]);
  });
});
