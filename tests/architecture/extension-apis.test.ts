import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const extensionsDir = fileURLToPath(new URL('../../extensions', import.meta.url));
const extensions = readdirSync(extensionsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** Every source file of an extension, with its text. */
function sources(extension: string, dir = join(extensionsDir, extension)): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(extension, path);
    return /\.tsx?$/.test(entry.name) ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

/** The ids an extension's definition lists under `requires` and `uses` (ranges dropped). */
function declaredDependencies(extension: string): string[] {
  const index = readFileSync(join(extensionsDir, extension, 'index.ts'), 'utf8');
  return [...index.matchAll(/\b(?:requires|uses): \[([^\]]*)\]/g)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/'([^'@]+)(?:@[^']*)?'/g)].map((id) => id[1] ?? ''),
  );
}

describe("extensions' api.ts contracts", () => {
  it('hold types only: nothing of them is left once the types are erased', () => {
    const apis = extensions.filter((e) => sources(e).some((s) => s.path.endsWith(`${e}/api.ts`)));
    expect(apis.length).toBeGreaterThan(0);
    for (const extension of apis) {
      const text = readFileSync(join(extensionsDir, extension, 'api.ts'), 'utf8');
      const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.ESNext } }).outputText;
      const code = js
        .replace(/\/\/.*$/gm, '')
        .replace(/export \{\};/, '')
        .trim();
      expect(code, `extensions/${extension}/api.ts has code`).toBe('');
    }
  });

  it('are imported only by extensions that list their owner under requires or uses', () => {
    const undeclared: string[] = [];
    for (const extension of extensions) {
      const declared = new Set(declaredDependencies(extension));
      for (const { path, text } of sources(extension)) {
        for (const m of text.matchAll(/from '\.\.\/([^/']+)\/api'/g)) {
          const owner = m[1] ?? '';
          if (!declared.has(owner)) undeclared.push(`${path.slice(extensionsDir.length + 1)} uses ${owner}'s api`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });
});
