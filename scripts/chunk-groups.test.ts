import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EARLY_ENTRY_GROUP, FIRST_VIEW_GROUP, tesseraChunkGroups } from './chunk-groups';

const root = mkdtempSync(join(tmpdir(), 'tessera-chunk-groups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (path: string) => join(root, path);
mkdirSync(at('extensions/demo'), { recursive: true });
writeFileSync(
  at('extensions/demo/index.ts'),
  `export default defineExtension({
  id: 'demo',
  contributes: {
    routes: [{ path: '/demo', name: 'demo', page: () => import('./DemoPage') }],
    services: [{ id: 'demo.view', value: () => import('./DemoView'), component: true }],
    widgets: [{ name: 'demo', component: () => import('./DemoWidget') }],
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
  activation: 'afterFirstView',
});
`,
);

/** A module graph: each module's static and lazy imports. */
const graph: Record<string, { imports?: string[]; lazy?: string[] }> = {
  'app/main.tsx': {
    imports: ['kernel/kernel.ts', 'extensions/demo/index.ts'],
    lazy: ['kernel/modals/Dialog.tsx', 'sdk/ui/mfm/late.ts', 'kernel/extensions/runtime/runtime-definition.ts'],
  },
  // Loaded as the page starts when the server installed extensions: not with what loads late.
  'kernel/extensions/runtime/runtime-definition.ts': { lazy: ['kernel/extensions/runtime/shared-modules.ts'] },
  'kernel/extensions/runtime/shared-modules.ts': {},
  'kernel/kernel.ts': {},
  'kernel/modals/Dialog.tsx': { imports: ['sdk/ui/Button.tsx'] },
  'sdk/ui/Button.tsx': {},
  'extensions/demo/index.ts': {
    lazy: [
      'extensions/demo/DemoPage.tsx',
      'extensions/demo/DemoView.tsx',
      'extensions/demo/DemoWidget.tsx',
      'extensions/demo/later.ts',
      'extensions/demo/main.ts',
    ],
  },
  'extensions/demo/DemoPage.tsx': { imports: ['extensions/demo/page-part.ts', 'extensions/demo/shared-part.ts'] },
  'extensions/demo/page-part.ts': {},
  'extensions/demo/shared-part.ts': {},
  'extensions/demo/DemoView.tsx': {},
  'extensions/demo/DemoWidget.tsx': {
    imports: ['extensions/demo/widget-part.ts', 'extensions/demo/shared-part.ts', 'node_modules/sortablejs/index.js'],
  },
  'extensions/demo/widget-part.ts': {},
  'node_modules/sortablejs/index.js': {},
  'extensions/demo/main.ts': {},
  'extensions/demo/later.ts': { imports: ['extensions/demo/later-part.ts'], lazy: ['extensions/demo/LaterPage.tsx'] },
  'extensions/demo/later-part.ts': {},
  'extensions/demo/LaterPage.tsx': { imports: ['extensions/demo/later-page-part.ts'] },
  'extensions/demo/later-page-part.ts': {},
  // MFM's renderer, whose code blocks load the highlighter, shiki and a grammar when they show.
  'sdk/ui/mfm/late.ts': { imports: ['sdk/ui/mfm/CodeBlock.tsx'] },
  'sdk/ui/mfm/CodeBlock.tsx': { lazy: ['sdk/ui/mfm/code-highlighter.ts'] },
  'sdk/ui/mfm/code-highlighter.ts': {
    imports: ['node_modules/shiki/dist/core.mjs', 'node_modules/shiki/dist/langs.mjs'],
  },
  'node_modules/shiki/dist/core.mjs': {
    imports: ['node_modules/oniguruma-to-es/dist/index.js', 'node_modules/sortablejs/index.js'],
  },
  'node_modules/oniguruma-to-es/dist/index.js': {},
  'node_modules/shiki/dist/langs.mjs': {
    lazy: ['node_modules/@shikijs/langs/dist/javascript.mjs', 'node_modules/@shikijs/langs/dist/html.mjs'],
  },
  'node_modules/@shikijs/langs/dist/html.mjs': { imports: ['node_modules/@shikijs/langs/dist/javascript.mjs'] },
  'node_modules/@shikijs/langs/dist/javascript.mjs': {},
};
const importersOf = (id: string, kind: 'imports' | 'lazy') =>
  Object.entries(graph)
    .filter(([, m]) => m[kind]?.includes(id))
    .map(([importer]) => at(importer));
const ctx = {
  getModuleInfo(id: string) {
    const path = id.slice(root.length + 1);
    if (!(path in graph)) return null;
    return {
      isEntry: path === 'app/main.tsx',
      importers: importersOf(path, 'imports'),
      dynamicImporters: importersOf(path, 'lazy'),
    };
  },
};

describe('the grouping of what loads after the first view', () => {
  const groups = tesseraChunkGroups(root).groups ?? [];
  const group = groups.find((g) => typeof g.name === 'function');
  const nameOf = (path: string) => {
    if (typeof group?.name !== 'function') throw new Error('the group names its modules by a function');
    return group.name(at(path), ctx as never) ?? null;
  };

  it('leaves what a first view may load to the bundler', () => {
    expect(nameOf('app/main.tsx')).toBeNull();
    expect(nameOf('extensions/demo/index.ts')).toBeNull();
    // A page declared at start-up and a service component: the first view of some address.
    expect(nameOf('extensions/demo/DemoPage.tsx')).toBeNull();
    expect(nameOf('extensions/demo/page-part.ts')).toBeNull();
    expect(nameOf('extensions/demo/DemoView.tsx')).toBeNull();
  });

  it('puts what a page and what loads after the first view share of an extension in a file of its own', () => {
    // A page that opens first loads it with its own code; the widget after the first view, once.
    expect(nameOf('extensions/demo/shared-part.ts')).toBe('x-demo-shared');
  });

  it('puts what loads once the first view has settled in one file', () => {
    // Every later declaration with its code, an extension's late code (main, widgets), the
    // kernel's and the SDK's lazy code, and the libraries they use.
    for (const path of [
      'extensions/demo/later.ts',
      'extensions/demo/later-part.ts',
      'extensions/demo/main.ts',
      'extensions/demo/DemoWidget.tsx',
      'extensions/demo/widget-part.ts',
      'kernel/modals/Dialog.tsx',
      'sdk/ui/Button.tsx',
      'node_modules/sortablejs/index.js',
    ])
      expect(nameOf(path), path).toBe('late');
  });

  it('keeps the code that reads run-time extensions out of what loads once the page settles', () => {
    expect(nameOf('kernel/extensions/runtime/runtime-definition.ts')).toBe('runtime-extensions');
    expect(nameOf('kernel/extensions/runtime/shared-modules.ts')).toBe('runtime-extensions');
  });

  it('puts the code highlighter and what only it uses in one file, and leaves each grammar in a file of its own', () => {
    expect(nameOf('sdk/ui/mfm/CodeBlock.tsx')).toBe('late');
    for (const path of [
      'sdk/ui/mfm/code-highlighter.ts',
      'node_modules/shiki/dist/core.mjs',
      'node_modules/shiki/dist/langs.mjs',
      'node_modules/oniguruma-to-es/dist/index.js',
    ])
      expect(nameOf(path), path).toBe('lib-shiki');
    // A library that code after the first view uses too stays where that code is.
    expect(nameOf('node_modules/sortablejs/index.js')).toBe('late');
    expect(nameOf('node_modules/@shikijs/langs/dist/javascript.mjs')).toBeNull();
    expect(nameOf('node_modules/@shikijs/langs/dist/html.mjs')).toBeNull();
  });

  it("groups the rest of an extension's code (pages opened later) in a file of its own", () => {
    expect(nameOf('extensions/demo/LaterPage.tsx')).toBe('x-demo');
    expect(nameOf('extensions/demo/later-page-part.ts')).toBe('x-demo');
  });
});

describe('the first view', () => {
  it("puts what the entry imports statically in the entry's file, before any other group", () => {
    const groups = tesseraChunkGroups(root).groups ?? [];
    const firstView = groups.find((g) => g.name === FIRST_VIEW_GROUP.name);
    expect(firstView?.tags).toEqual(['$initial']);
    for (const group of groups.filter((g) => g !== firstView && g.priority !== EARLY_ENTRY_GROUP.priority))
      expect(FIRST_VIEW_GROUP.priority).toBeGreaterThan(group.priority ?? 0);
  });

  it('takes the early entry and what it imports before the first view, into a file of their own', () => {
    const groups = tesseraChunkGroups(root).groups ?? [];
    const early = groups.find((g) => g.priority === EARLY_ENTRY_GROUP.priority);
    expect(EARLY_ENTRY_GROUP.priority).toBeGreaterThan(FIRST_VIEW_GROUP.priority);
    const name = early?.name as (id: string, ctx: unknown) => string | null;
    // main.tsx imports early.ts, which imports boot-requests.ts; the kernel imports the API client too.
    const edges: Record<string, string[]> = {
      'app/early.ts': ['app/main.tsx'],
      'app/boot-requests.ts': ['app/early.ts', 'app/Boot.tsx'],
      'kernel/api/api-client.ts': ['app/boot-requests.ts', 'kernel/kernel.ts'],
      'kernel/kernel.ts': ['app/Boot.tsx'],
      'app/Boot.tsx': ['app/main.tsx'],
      'app/main.tsx': [],
    };
    const graph = {
      getModuleInfo: (id: string) => {
        const path = id.slice(root.length + 1);
        return {
          isEntry: path === 'app/main.tsx' || path === 'app/early.ts',
          importers: (edges[path] ?? []).map(at),
          dynamicImporters: [],
        };
      },
    };
    expect(name(at('app/early.ts'), graph)).toBe('early');
    expect(name(at('app/boot-requests.ts'), graph)).toBe('early');
    expect(name(at('kernel/api/api-client.ts'), graph)).toBe('early');
    expect(name(at('kernel/kernel.ts'), graph)).toBeNull();
    expect(name(at('app/main.tsx'), graph)).toBeNull();
  });

  it('keeps the SDK modules beyond the home view out of the entry, in a file of their own', () => {
    const beyond = at('sdk/ui/Switch.tsx');
    const groups =
      tesseraChunkGroups(root, { includes: (id) => id === beyond, sideEffects: () => undefined }).groups ?? [];
    const firstView = groups.find((g) => g.name === FIRST_VIEW_GROUP.name);
    const test = firstView?.test as (id: string) => boolean;
    expect(test(beyond)).toBe(false);
    expect(test(at('sdk/ui/Avatar.tsx'))).toBe(true);
    const name = groups[0]?.name as (id: string, ctx: { getModuleInfo(): null }) => string | null;
    expect(name(beyond, { getModuleInfo: () => null })).toBe('sdk-pages');
  });
});
