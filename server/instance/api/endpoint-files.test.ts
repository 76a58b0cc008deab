import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from './endpoint';
import { endpoints, testOnlyEndpoints } from './endpoints/index';

const folder = join(import.meta.dirname, 'endpoints');

/** Every endpoint file under endpoints/, as the endpoint name its path spells. */
function endpointFiles(dir = folder): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return endpointFiles(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    const name = relative(folder, path).slice(0, -3).split('\\').join('/');
    return name === 'index' ? [] : [name];
  });
}

describe('the endpoint folder', () => {
  it('holds one file per endpoint, named as Misskey names the endpoint, each listed in the index once', async () => {
    const listed = [...endpoints, ...testOnlyEndpoints].map((e) => e.name as string);
    const files = endpointFiles();
    expect(
      files.filter((f) => !listed.includes(f)),
      'files missing from endpoints/index.ts',
    ).toEqual([]);
    expect(
      listed.filter((n) => !files.includes(n)),
      'listed endpoints without a file of their name',
    ).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    for (const file of files) {
      const url = pathToFileURL(join(folder, `${file}.ts`)).href;
      const module = (await import(/* @vite-ignore */ url)) as { default?: AnyEndpoint };
      expect(module.default?.name, `endpoints/${file}.ts exports its endpoint as default`).toBe(file);
    }
  });

  it('keeps every answer typed: no `as never` (corrections to misskey-js live in answer-corrections.ts)', () => {
    const casts = endpointFiles().filter((file) =>
      /\bas never\b/.test(readFileSync(join(folder, `${file}.ts`), 'utf8')),
    );
    expect(casts, 'endpoint files that silence their answer type').toEqual([]);
  });
});
