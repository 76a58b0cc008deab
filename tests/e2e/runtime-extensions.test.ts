import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import {
  buildOutsideBuilt,
  type OutsideBuiltProject,
  prepareOutsideBuiltProject,
} from '../support/outside-built-project';
import { createAccount, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';
import { startTessera, type TesseraProcess } from '../support/tessera-process';

// Issue 38: the example of examples/outside-built, built outside the repository with the packed
// SDK's preset, installed into a running Tessera by putting its files in --extensions-dir, with a
// tampered copy, a copy for another SDK and an extension whose page throws beside it. Tessera runs
// in proxy mode in front of the instance the global setup started (the same install works in
// local mode: server/runtime-extensions/*.test.ts).
const instanceUrl = inject('baseUrl');
let outside: OutsideBuiltProject;
let extensionsDir: string;
let tessera: TesseraProcess;
let browser: Browser;

const sri = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** A manifest of the built column extension under another id and module, changed by `over`. */
function copyOfColumn(dist: string, id: string, over: Record<string, unknown>, code: string): void {
  const manifest = JSON.parse(readFileSync(join(dist, 'server-facts-column.manifest.json'), 'utf8'));
  writeFileSync(
    join(extensionsDir, `${id}.manifest.json`),
    JSON.stringify({ ...manifest, id, bundle: `${id}.js`, ...over }),
  );
  writeFileSync(join(extensionsDir, `${id}.js`), code);
}

/** An extension written by hand, as the preset would write it: a page that throws when drawn. */
function thrower(): void {
  const code = `export default { id: 'thrower', contributes: { routes: [{ path: '/thrower', page: () =>
  Promise.resolve({ default: function Thrower() { throw new Error('the thrower broke'); } }) }] } };\n`;
  writeFileSync(join(extensionsDir, 'thrower.js'), code);
  const manifest = {
    manifestVersion: 1,
    id: 'thrower',
    title: 'Thrower',
    version: '0.1.0',
    sdk: '^3.0.0',
    bundle: 'thrower.js',
    integrity: sri(code),
    declaration: {
      contributes: {
        routes: [{ path: '/thrower', page: { $code: 'contributes.routes.0.page' } }],
        menu: { main: [{ id: 'thrower', title: 'menu', icon: 'info', to: '/thrower' }] },
      },
    },
    strings: { 'en-US': { menu: 'Thrower page' } },
  };
  writeFileSync(join(extensionsDir, 'thrower.manifest.json'), JSON.stringify(manifest));
}

beforeAll(async () => {
  outside = await prepareOutsideBuiltProject();
  const dist = buildOutsideBuilt(outside);
  extensionsDir = mkdtempSync(join(tmpdir(), 'tessera-extensions-'));
  for (const id of ['server-facts', 'server-facts-column'])
    for (const file of [`${id}.js`, `${id}.manifest.json`]) copyFileSync(join(dist, file), join(extensionsDir, file));
  const column = readFileSync(join(dist, 'server-facts-column.js'), 'utf8');
  copyOfColumn(dist, 'facts-tampered', {}, `${column}\n// changed after it was built\n`);
  copyOfColumn(dist, 'facts-future', { sdk: '^99.0.0' }, column);
  writeFileSync(join(extensionsDir, 'half.manifest.json'), '{ "manifestVersion": 1, "id": "half"');
  thrower();
  await resetInstance(instanceUrl);
  await createAccount(instanceUrl, 'reader', 'reader-pass');
  tessera = await startTessera(['--instance', instanceUrl, '--skip-build', '--extensions-dir', extensionsDir]);
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await tessera?.stop();
  outside?.remove();
  if (extensionsDir) rmSync(extensionsDir, { recursive: true, force: true });
});

/** Signs in through the form on a fresh page; records the run-time modules the page asks for. */
async function signedIn(): Promise<{ page: Page; problems: string[]; modules: string[] }> {
  const { page, problems } = await openPage(browser, tessera.url, null, '/');
  const modules: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/client-extensions/')) modules.push(pathname);
  });
  await signInThroughForm(page, 'reader', 'reader-pass');
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  return { page, problems, modules };
}

describe('extensions installed into a running Tessera (--extensions-dir)', () => {
  it('says in the server’s log what it installed and what it refused, and why', () => {
    const log = tessera.output();
    expect(log).toMatch(/run-time extension 'server-facts' 1\.0\.0 installed from .*server-facts\.manifest\.json/);
    expect(log).toMatch(/run-time extension 'thrower' 0\.1\.0 installed/);
    expect(log).toMatch(
      /refused \(.*facts-tampered\.manifest\.json\): its module facts-tampered\.js does not match the integrity/,
    );
    expect(log).toMatch(
      /refused \(.*facts-future\.manifest\.json\): it was built for SDK \^99\.0\.0, and this Tessera runs SDK \d/,
    );
    expect(log).toMatch(/refused \(.*half\.manifest\.json\): its manifest is not JSON/);
  });

  it('shows its menu item at once, loads its module only when its page opens, and draws the page', async () => {
    const { page, problems, modules } = await signedIn();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Server facts' }).waitFor();
    expect(modules).toEqual([]);
    await menu.getByRole('link', { name: 'Server facts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Facts about this server' }).waitFor();
    // Its facts, and the one its companion extension adds to its contribution point.
    await page.getByText('Local users').waitFor();
    await page.getByText('Online now').waitFor();
    expect(modules.some((m) => m.startsWith('/client-extensions/server-facts.'))).toBe(true);
    // One React: its hooks ran against the page's own, and nothing was refused by the CSP.
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lists run-time extensions in Settings > Extensions with their source, version and contributions, and the refused ones with why', async () => {
    const { page } = await signedIn();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Extensions' }).click();
    const row = page.getByRole('listitem', { name: 'Server facts', exact: true });
    await row.getByText('Version 1.0.0 · Installed on the server from server-facts.manifest.json').waitFor();
    await row.getByText('Adds').click();
    await row.getByText('Page: /server-facts').waitFor();
    await row.getByText('Menu item: main: server-facts').waitFor();
    const tampered = page.getByRole('listitem', { name: 'facts-tampered' });
    await tampered
      .getByRole('alert')
      .getByText(/refused by the server: its module facts-tampered\.js does not match/)
      .waitFor();
    const future = page.getByRole('listitem', { name: 'facts-future' });
    await future
      .getByRole('alert')
      .getByText(/it was built for SDK \^99\.0\.0/)
      .waitFor();
    // The server's folders are not shown: a file of the folder is named by its name.
    expect(await page.getByText(extensionsDir).count()).toBe(0);

    // Switched off like any other: its menu item goes, without a reload.
    await row.getByRole('switch', { name: 'Server facts' }).click();
    await row.getByText('Off').waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => menu.getByRole('link', { name: 'Server facts' }).count()).toBe(0);
    await row.getByRole('switch', { name: 'Server facts' }).click();
    await menu.getByRole('link', { name: 'Server facts' }).waitFor();
    await page.close();
  });

  it('isolates an extension whose page throws and blames it, like a first-party one', async () => {
    const { page } = await signedIn();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Thrower page' }).click();
    await page.getByRole('alert').getByText('The extension “thrower” ran into a problem: the thrower broke').waitFor();
    // The rest of the page carries on.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Server facts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Facts about this server' }).waitFor();
    await page.close();
  });
});
