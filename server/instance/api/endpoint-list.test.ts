import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestInstance, type TestInstance } from '../../testing';

/** Every endpoint misskey-js knows, read from its generated endpoint table. */
function misskeyEndpoints(): string[] {
  const entry = createRequire(import.meta.url).resolve('misskey-js');
  const table = readFileSync(join(dirname(entry), 'autogen', 'endpoint.d.ts'), 'utf8');
  return [...table.matchAll(/^ {4}'([^']+)': \{$/gm)].map((m) => m[1] ?? '');
}

/**
 * Not in the generated table: Misskey's sign-up and sign-in routes (misskey-js types them by
 * hand), and our test-only endpoints (reset-db, seed-instance).
 */
const OUTSIDE_TABLE = new Set([
  'signup',
  'signup-pending',
  'signin-flow',
  'signin-with-passkey',
  'reset-db',
  'seed-instance',
]);

let instance: TestInstance;
beforeAll(async () => {
  instance = await startTestInstance();
});
afterAll(() => instance.close());

describe("the local instance's endpoints against misskey-js's list", () => {
  it('serves only endpoints Misskey has, each once, and says how many of them it implements', () => {
    const known = new Set(misskeyEndpoints());
    expect(known.size).toBeGreaterThan(300);
    const ours = instance.endpoints.map((e) => e.name as string).filter((name) => !OUTSIDE_TABLE.has(name));
    expect(ours.filter((name) => !known.has(name))).toEqual([]);
    expect(new Set(ours).size).toBe(ours.length);
    console.log(`local instance: ${ours.length} of misskey-js's ${known.size} endpoints implemented`);
  });
});
