import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { codeCosts } from './first-view-costs-plugin';

const chunk = (fileName: string, imports: string[], modules: Record<string, number>, isEntry = false) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry,
  modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
});

describe('each extension’s cost in the first view', () => {
  it('counts its modules in the entry and the chunks it imports statically, not in lazy chunks', () => {
    const bundle = {
      'e.js': chunk(
        'e.js',
        ['shared.js'],
        { '/r/extensions/timeline/index.ts': 300, '/r/kernel/kernel.ts': 900 },
        true,
      ),
      'shared.js': chunk('shared.js', [], {
        '/r/extensions/timeline/first-page.ts': 200,
        '/r/extensions/admin/index.ts': 50,
      }),
      'lazy.js': chunk('lazy.js', ['shared.js'], { '/r/extensions/admin/AdminPage.tsx': 9000 }),
    } as unknown as OutputBundle;
    expect(Object.fromEntries(codeCosts(bundle))).toEqual({ timeline: 500, admin: 50 });
  });
});
