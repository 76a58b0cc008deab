import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

/** The contribution points the SDK declares, read from its ContributionPoints interface. */
function declaredPoints(): string[] {
  const source = readFileSync(join(root, 'sdk/contributions.ts'), 'utf8');
  const body = /export interface ContributionPoints \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s+(\w+):/gm)].map((m) => m[1] ?? '');
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Where points are only registered, isolated or declared: these files do not consume anything. */
const PLUMBING = new Set([
  'kernel/registries/registries.ts',
  'kernel/extensions/isolate.tsx',
  'kernel/extensions/declared-contributions.ts',
]);

describe('contribution points (issue #23)', () => {
  it('every point the SDK declares has a consumer that reads it', () => {
    const files = ['app', 'kernel', 'sdk', 'extensions']
      .flatMap((dir) => sources(join(root, dir)))
      .filter((file) => !PLUMBING.has(relative(root, file)));
    const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const points = declaredPoints();
    expect(points.length).toBeGreaterThan(10);
    const unread = points.filter(
      (point) =>
        !text.includes(`useContributions('${point}')`) &&
        !text.includes(`contributions('${point}')`) &&
        !text.includes(`points.${point}.get`) &&
        !text.includes(`points.${point},`) &&
        !text.includes(`points.${point}.subscribe`),
    );
    expect(unread).toEqual([]);
  });
});
