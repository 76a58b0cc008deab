import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declarationStrings } from '../../scripts/declaration-strings';
import { ICON_PATHS } from '../../sdk/ui/icons';
import { LATER_ICONS } from '../../sdk/ui/icons-later';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe("the UI kit's first-view icons", () => {
  it('hold every kit icon an extension’s declaration names (menus, tabs, columns draw them before any code loads)', () => {
    const missing: string[] = [];
    for (const id of readdirSync(join(root, 'extensions'))) {
      for (const literal of declarationStrings(join(root, 'extensions', id), 'index.ts'))
        if (literal in LATER_ICONS && !(literal in ICON_PATHS)) missing.push(`${id}: ${literal}`);
    }
    expect(missing).toEqual([]);
  });

  it('are not loaded twice: the later icons are others', () => {
    expect(Object.keys(LATER_ICONS).filter((name) => name in ICON_PATHS)).toEqual([]);
  });
});
