import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

/** The members of the ContributionPoints interfaces in a file (the SDK's, or an api.ts augmentation). */
function pointsIn(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const body = /^\s*(?:export )?interface ContributionPoints \{([^}]*)\}/m.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s+(\w+):/gm)].map((m) => m[1] ?? '');
}

/** The contribution points: the SDK's generic ones and those extensions declare in their api.ts. */
function declaredPoints(): string[] {
  const apis = readdirSync(join(root, 'extensions'))
    .map((extension) => join(root, 'extensions', extension, 'api.ts'))
    .filter((api) => statSync(api, { throwIfNoEntry: false })?.isFile());
  return [join(root, 'sdk/contributions.ts'), ...apis].flatMap(pointsIn);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Where points are only defined, registered or isolated: these files do not consume anything. */
const PLUMBING = new Set([
  'kernel/registries/registries.ts',
  'kernel/extensions/kernel-points.ts',
  'kernel/extensions/isolate.tsx',
  'kernel/extensions/declared-contributions.ts',
]);

describe('contribution points (issue #23)', () => {
  it('every point the SDK or an extension declares has a consumer that reads it', () => {
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
        !text.includes(`point('${point}')`),
    );
    expect(unread).toEqual([]);
  });
});
