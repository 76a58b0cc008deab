import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { homeViewSdkModules, sdkBeyondHomeView } from './home-view-sdk';

const root = mkdtempSync(join(tmpdir(), 'tessera-home-view-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

write(
  'sdk/index.ts',
  `export { Avatar } from './ui/Avatar';
export { type Feed, PagedFeed } from './ui/PagedFeed';
export { Switch } from './ui/Switch';
export { QueryPage } from './ui/QueryPage';
export type { Theme } from './theme';
`,
);
write('sdk/ui/Avatar.tsx', `import { initials } from '../initials';\nexport function Avatar() {}\n`);
write('sdk/initials.ts', 'export const initials = 1;\n');
write('sdk/ui/PagedFeed.tsx', 'export function PagedFeed() {}\n');
write('sdk/ui/Switch.tsx', `import './switch.css';\nexport function Switch() {}\n`);
write('sdk/ui/QueryPage.tsx', 'export function QueryPage() {}\n');
write('app/main.tsx', `import { shell } from './shell';\nimport './styles.css';\n`);
write('app/shell.ts', `import { Avatar, type Switch } from '@tessera/sdk';\nexport const shell = Avatar;\n`);
write(
  'extensions/timeline/index.ts',
  `import { defineExtension } from '@tessera/sdk';\nexport default { page: () => import('./Settings') };\n`,
);
write('extensions/timeline/TimelinePage.tsx', `import {\n  PagedFeed,\n} from '@tessera/sdk';\n`);
write('extensions/timeline/Settings.tsx', `import { QueryPage, Switch } from '@tessera/sdk';\n`);

describe('the SDK modules of the home view', () => {
  it('follows the entry, the declarations and the home page through the SDK’s names and paths, not lazy or type imports', () => {
    expect([...homeViewSdkModules(root)].sort()).toEqual([
      'sdk/initials.ts',
      'sdk/ui/Avatar.tsx',
      'sdk/ui/PagedFeed.tsx',
    ]);
  });

  it('names the SDK’s other modules, free of side effects for the bundler', () => {
    const beyond = sdkBeyondHomeView(root);
    expect(beyond.includes(join(root, 'sdk/ui/Switch.tsx'))).toBe(true);
    expect(beyond.includes(join(root, 'sdk/ui/QueryPage.tsx'))).toBe(true);
    expect(beyond.includes(join(root, 'sdk/ui/Avatar.tsx'))).toBe(false);
    expect(beyond.sideEffects(join(root, 'sdk/ui/Switch.tsx'))).toBe(false);
    expect(beyond.sideEffects(join(root, 'app/main.tsx'))).toBeUndefined();
  });
});
