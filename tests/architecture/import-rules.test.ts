import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
// The rules live in the project's dependency-cruiser config; the test runs them, it does not repeat them.
import config from '../../.dependency-cruiser.cjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/bad-tree', import.meta.url));
const LAYERS = ['app', 'kernel', 'sdk', 'extensions', 'examples', 'server'];

async function violations(baseDir: string, tsConfigFile: string) {
  const previous = process.cwd();
  process.chdir(baseDir); // dependency-cruiser reports paths relative to the working folder
  try {
    const { output } = await cruise(
      LAYERS.filter((layer) => existsSync(join(baseDir, layer))),
      {
        validate: true,
        ruleSet: { forbidden: config.forbidden },
        ...config.options,
        tsConfig: { fileName: tsConfigFile },
        baseDir,
      },
      undefined,
    );
    const result = output as ICruiseResult;
    return {
      cruised: result.summary.totalCruised,
      list: result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`),
    };
  } finally {
    process.chdir(previous);
  }
}

describe('import rules (ARCHITECTURE.md "The layers")', () => {
  it('the tree keeps them', async () => {
    const { cruised, list } = await violations(root, 'tsconfig.json');
    expect(list).toEqual([]);
    expect(cruised).toBeGreaterThan(10); // it really read the tree
  });

  it('a planted wrong import fails the check', async () => {
    const { list: found } = await violations(fixture, 'tsconfig.json');
    expect(found).toEqual(
      expect.arrayContaining([
        'extension-imports-outside-itself: extensions/timeline/index.ts -> kernel/router.ts',
        'extension-imports-outside-itself: extensions/timeline/index.ts -> extensions/notes/helper.ts',
        'sdk-imports-ours: sdk/bad.ts -> kernel/router.ts',
        'client-imports-server: app/server-import.ts -> server/app.ts',
        'extension-api-imported-as-types: extensions/timeline/index.ts -> extensions/notes/api.ts',
        'instance-domain-imports-api: server/instance/notes/create-note.ts -> server/instance/api/errors.ts',
        'instance-endpoint-imports-domain: server/instance/api/endpoints/notes/delete.ts -> server/instance/notes/create-note.ts',
      ]),
    );
    // An extension's own files and the sdk stay allowed.
    expect(found.some((v) => v.includes('-> extensions/timeline/local.ts'))).toBe(false);
    expect(found.some((v) => v.includes('-> sdk/index.ts'))).toBe(false);
    expect(found.some((v) => v.startsWith('extension-api-imported-as-types: extensions/timeline/local.ts'))).toBe(
      false,
    );
    // The API reaching the domain, and the instance's wiring reaching the API, stay allowed.
    expect(found.some((v) => v.startsWith('instance-domain-imports-api: server/instance/api/'))).toBe(false);
    expect(found.some((v) => v.startsWith('instance-domain-imports-api: server/instance/index.ts'))).toBe(false);
    // An endpoint may import a domain's error declarations, and any module's types.
    expect(found.some((v) => v.includes('-> server/instance/notes/note-errors.ts'))).toBe(false);
    expect(found.some((v) => v.includes('-> server/instance/notes/note-row.ts'))).toBe(false);
    expect(found).toHaveLength(7);
  });
});
