import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The SDK's folder. */
const sdk = fileURLToPath(new URL('../../sdk', import.meta.url));

/** The SDK's source files, tests excluded. */
function sdkSources(dir = sdk): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sdkSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Every export's doc comment is checked on the API reports (api-report.test.ts).
describe('the SDK contract (third parties read it)', () => {
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
