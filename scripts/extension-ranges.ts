import { readFileSync } from 'node:fs';
import satisfies from 'semver/functions/satisfies';
import ts from 'typescript';

/** What a build checks of an extension's declaration: its id, version, SDK range and requirements. */
export interface DeclaredVersions {
  folder: string;
  id: string;
  version?: string;
  sdk?: string;
  requires: readonly string[];
}

/**
 * Reads the version facts of an extension's `defineExtension({...})` in its index.ts, without
 * running it: they are string literals, as a manifest's fields are.
 */
export function readDeclaredVersions(folder: string, indexFile: string): DeclaredVersions {
  const source = ts.createSourceFile(indexFile, readFileSync(indexFile, 'utf8'), ts.ScriptTarget.Latest, true);
  let declaration: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (
      !declaration &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineExtension' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      declaration = node.arguments[0];
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!declaration) throw new Error(`${folder}/index.ts: no defineExtension({...}) found`);
  const literal = (name: string): string | undefined => {
    const property = declaration?.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name,
    );
    if (!property) return undefined;
    if (!ts.isStringLiteralLike(property.initializer)) {
      throw new Error(`${folder}/index.ts: '${name}' must be a string literal, so the build can check it`);
    }
    return property.initializer.text;
  };
  const requiresProperty = declaration.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === 'requires',
  );
  const requires = requiresProperty
    ? ts.isArrayLiteralExpression(requiresProperty.initializer)
      ? requiresProperty.initializer.elements.map((e) => {
          if (!ts.isStringLiteralLike(e)) throw new Error(`${folder}/index.ts: 'requires' must list string literals`);
          return e.text;
        })
      : []
    : [];
  const id = literal('id');
  if (!id) throw new Error(`${folder}/index.ts: the extension has no id`);
  return { folder, id, version: literal('version'), sdk: literal('sdk'), requires };
}

/**
 * What keeps the extensions of a build from working together, one line each: an SDK range the
 * build's SDK does not meet, or a requirement's range its extension's version does not meet. The
 * `semver` package reads the ranges, at build time, so none of its code reaches the page.
 */
export function rangeProblems(extensions: readonly DeclaredVersions[], sdkVersion: string): string[] {
  const byId = new Map(extensions.map((e) => [e.id, e]));
  const problems: string[] = [];
  for (const e of extensions) {
    if (e.sdk !== undefined && !satisfies(sdkVersion, e.sdk)) {
      problems.push(
        `extension '${e.id}' (${e.folder}) is built for the SDK ${e.sdk}, but this build provides the SDK ${sdkVersion}; update the extension`,
      );
    }
    for (const written of e.requires) {
      const at = written.indexOf('@', 1);
      if (at < 0) continue;
      const requirement = written.slice(0, at);
      const range = written.slice(at + 1);
      const required = byId.get(requirement);
      // A missing requirement is the kernel's to report (the user may switch extensions off too).
      if (required && !satisfies(required.version ?? '0.0.0', range)) {
        problems.push(
          `extension '${e.id}' requires '${requirement}' ${range}, but this build has version ${required.version ?? 'unknown'}`,
        );
      }
    }
  }
  return problems;
}

/** The SDK version a build provides, read from the SDK's source. */
export function readSdkVersion(extensionFile: string): string {
  const match = readFileSync(extensionFile, 'utf8').match(/export const SDK_VERSION = '([^']+)'/);
  if (!match?.[1]) throw new Error(`no SDK_VERSION in ${extensionFile}`);
  return match[1];
}
