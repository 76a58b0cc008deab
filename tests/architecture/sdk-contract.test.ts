import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sdkDir as sdk, sdkExports } from './sdk-program';

/** The SDK's source files, tests excluded. */
function sdkSources(dir = sdk): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sdkSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the SDK contract (third parties read it)', () => {
  it('documents every export with a doc comment', () => {
    const { checker, exports } = sdkExports();
    expect(exports.length).toBeGreaterThan(40);
    const undocumented = exports
      .filter((symbol) => {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        return ts.displayPartsToString(target.getDocumentationComment(checker)).trim() === '';
      })
      .map((s) => s.getName());
    expect(undocumented).toEqual([]);
  });

  it('has no `any` in its source', () => {
    const offenders = sdkSources().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file.slice(sdk.length + 1)}:${i + 1}` }))
        .filter(({ line }) => !line.trim().startsWith('//') && !line.trim().startsWith('*'))
        .filter(({ line }) => /(:\s*any\b|<any\b|\bany\[\]|\bas any\b|,\s*any>)/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
