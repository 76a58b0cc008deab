import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Extensions keep what they keep on the device as device-only preferences, through the same
// store as every preference (declared in their definition), never in Web Storage directly.

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('extensions', () => {
  it('use neither localStorage nor sessionStorage directly', () => {
    const uses = sourceFiles(join(root, 'extensions')).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\b(localStorage|sessionStorage)\b/.test(line) ? [`${relative(root, path)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(uses).toEqual([]);
  });
});
