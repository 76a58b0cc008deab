import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 35: a feature's vocabulary (its contribution points, menu slots and interruptor kinds)
// belongs to the extension that renders it, in its api.ts; the SDK, the product for strangers,
// names none of them, nor any first-party extension.

const root = fileURLToPath(new URL('../..', import.meta.url));
const extensionsDir = join(root, 'extensions');

/** The SDK interfaces an extension's api.ts adds its vocabulary to. */
const VOCABULARY_INTERFACES = new Set(['ContributionPoints', 'MenuContexts', 'InterruptorValues']);

/**
 * Words the SDK may use in another sense, by file: not a reference to the extension or the
 * point of that name. Each says why.
 */
const OTHER_SENSES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'sdk/ui/icons.ts': { user: 'an icon of the kit' },
  'sdk/ui/ItemBoundary.tsx': { note: "the ARIA role 'note'" },
  'sdk/ui/mfm/fn-style.ts': { emoji: "MFM's font family" },
  'sdk/modals.ts': { user: 'a menu row showing a person', search: "an input's type" },
  'sdk/preferences.ts': {
    note: "Misskey's sound event for a note",
    // Misskey's defaults of its `menu` and `widgets` preferences name entries and widgets. Part 1
    // of issue 35 (each extension declares its preferences) moves them: drop these then.
    calendar: "Misskey's default widgets",
    notifications: "Misskey's default menu and widgets",
    clips: "Misskey's default menu",
    drive: "Misskey's default menu",
    explore: "Misskey's default menu",
    announcements: "Misskey's default menu",
    search: "Misskey's default menu",
    chat: "Misskey's default menu",
    channels: "Misskey's default menu",
  },
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** What each extension's api.ts adds to the SDK's vocabulary interfaces, by extension. */
function declaredVocabulary(): Map<string, { interface: string; name: string }[]> {
  const found = new Map<string, { interface: string; name: string }[]>();
  for (const extension of readdirSync(extensionsDir)) {
    const api = join(extensionsDir, extension, 'api.ts');
    if (!statSync(join(extensionsDir, extension)).isDirectory() || !existsFile(api)) continue;
    const visit = (node: ts.Node) => {
      if (ts.isInterfaceDeclaration(node) && VOCABULARY_INTERFACES.has(node.name.text)) {
        for (const member of node.members) {
          if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) {
            found.set(extension, [
              ...(found.get(extension) ?? []),
              { interface: node.name.text, name: member.name.text },
            ]);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(api));
  }
  return found;
}

function existsFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Every extension's id, as its index.ts declares it. */
function extensionIds(): string[] {
  return readdirSync(extensionsDir).flatMap((extension) => {
    const index = join(extensionsDir, extension, 'index.ts');
    if (!existsFile(index)) return [];
    const id = /\bid: '([^']+)'/.exec(readFileSync(index, 'utf8'))?.[1];
    return id ? [id] : [];
  });
}

/** The identifiers and the string literals of a source file, each with its line. */
function words(path: string): { word: string; kind: 'identifier' | 'string'; line: number }[] {
  const text = readFileSync(path, 'utf8');
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.JSX, text);
  const found: { word: string; kind: 'identifier' | 'string'; line: number }[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    const kind =
      token === ts.SyntaxKind.Identifier
        ? 'identifier'
        : token === ts.SyntaxKind.StringLiteral || token === ts.SyntaxKind.NoSubstitutionTemplateLiteral
          ? 'string'
          : null;
    if (kind)
      found.push({
        word: scanner.getTokenValue(),
        kind,
        line: text.slice(0, scanner.getTokenStart()).split('\n').length,
      });
  }
  return found;
}

describe('the SDK names no feature (issue 35)', () => {
  const vocabulary = declaredVocabulary();
  const names = new Set([...vocabulary.values()].flat().map((v) => v.name));
  const ids = new Set(extensionIds());

  it("reads the extensions' vocabulary and ids", () => {
    // The deck's columns, the notes' menu, the status bar's kinds: declared where they are drawn.
    expect(vocabulary.get('deck')).toContainEqual({ interface: 'ContributionPoints', name: 'deckColumn' });
    expect(vocabulary.get('notes')).toContainEqual({ interface: 'MenuContexts', name: 'note' });
    expect(ids.has('timeline')).toBe(true);
    expect(names.size).toBeGreaterThan(10);
  });

  it('no point, slot or kind of an extension, and no extension id, is a word of sdk/', () => {
    const found: string[] = [];
    for (const path of sources(join(root, 'sdk'))) {
      const file = relative(root, path);
      for (const { word, kind, line } of words(path)) {
        // An identifier named like an extension ('emoji', 'settings') is an ordinary word; the
        // extension is named by its id, a string. Points, slots and kinds are named either way.
        const named = names.has(word) || (kind === 'string' && ids.has(word));
        if (named && !OTHER_SENSES[file]?.[word]) found.push(`${file}:${line} ${kind} '${word}'`);
      }
    }
    expect(found).toEqual([]);
  });

  it('an extension that declares a point defines it in its index.ts, so its items are isolated', () => {
    const undefined_: string[] = [];
    for (const [extension, declared] of vocabulary) {
      const index = readFileSync(join(extensionsDir, extension, 'index.ts'), 'utf8');
      for (const { interface: where, name } of declared) {
        if (where === 'ContributionPoints' && !index.includes(`defineContributionPoint('${name}'`)) {
          undefined_.push(`${extension}: ${name}`);
        }
      }
    }
    expect(undefined_).toEqual([]);
  });
});
