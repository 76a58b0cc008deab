import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSdkVersion } from '../extension-ranges';

/** Where the generated extensions go: inside the tree (builds take folders relative to it), ignored by git. */
export const GENERATED_FOLDER = '.bench-extensions';

/**
 * Writes `count` small extensions in the declared form, each with a page, a main-menu item, a
 * widget and strings in two languages: what the first view must not pay for as a build grows.
 * Gives the folder pattern to build them with and a clean-up.
 */
export function writeTestExtensions(
  root: string,
  count: number,
  folder: string = GENERATED_FOLDER,
): { pattern: string; ids: string[]; remove(): void } {
  const base = join(root, folder);
  const sdkMajor = readSdkVersion(join(root, 'sdk', 'extension.ts')).split('.')[0];
  rmSync(base, { recursive: true, force: true });
  for (let n = 1; n <= count; n++) {
    const id = `bench-extension-${n}`;
    const dir = join(base, id);
    mkdirSync(join(dir, 'locales'), { recursive: true });
    writeFileSync(
      join(dir, 'index.ts'),
      `import { defineExtension } from '@tessera/sdk';

/** Generated for the benchmark: one of many small extensions. */
export default defineExtension({
  id: '${id}',
  title: 'Bench extension ${n}',
  version: '1.0.0',
  description: 'A page, a menu item and a widget, generated for the benchmark.',
  sdk: '^${sdkMajor}.0.0',
  contributes: {
    routes: [{ path: '/bench-${n}', page: () => import('./Page') }],
    menu: { main: [{ id: 'open', title: 'menu', icon: 'star', to: '/bench-${n}', order: ${1000 + n} }] },
    widgets: [{ name: 'bench-${n}', title: 'widget', component: () => import('./Widget') }],
  },
});
`,
    );
    const component = (what: string) => `import { useExtensionStrings } from '@tessera/sdk';

export default function ${what}() {
  const t = useExtensionStrings('${id}');
  return <p>{t('${what.toLowerCase()}Text')} ${n}</p>;
}
`;
    writeFileSync(join(dir, 'Page.tsx'), component('Page'));
    writeFileSync(join(dir, 'Widget.tsx'), component('Widget'));
    for (const [lang, word] of [
      ['en-US', 'Bench'],
      ['ja-JP', 'ベンチ'],
    ]) {
      writeFileSync(
        join(dir, 'locales', `${lang}.json`),
        `${JSON.stringify({ menu: `${word} ${n}`, widget: `${word} widget ${n}`, pageText: `${word} page`, widgetText: `${word} widget` }, null, 2)}\n`,
      );
    }
  }
  return {
    pattern: `${folder}/*`,
    ids: Array.from({ length: count }, (_, i) => `bench-extension-${i + 1}`),
    remove: () => rmSync(base, { recursive: true, force: true }),
  };
}
