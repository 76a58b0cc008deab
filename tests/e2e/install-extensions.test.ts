import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { type LocalServer, serveLocally } from '../support/local-server';
import { openPage } from '../support/open-page';
import { createAccount, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let publisher: LocalServer;
let published: string;

const PLUGIN = `/// @ 1.2.1
### { name: "Linked plugin", version: "3.1", author: "a publisher", description: "Installed from a link" }
Plugin:register_note_action("Linked action", @(note) { Mk:toast("linked") })
`;
const THEME = `{ id: 'b6a1f1f2-linked', name: 'Linked dusk', author: 'a publisher', base: 'dark', props: { accent: '#e8a' } }`;
const sha512 = (text: string) => createHash('sha512').update(text.replace(/\r\n/g, '\n')).digest('hex');
const installLink = (file: string, data: string, spelling = 'install-extensions') =>
  `/${spelling}?url=${encodeURIComponent(`${published}/${file}`)}&hash=${sha512(data)}`;

beforeAll(async () => {
  await resetInstance(baseUrl);
  await createAccount(baseUrl, 'sage');
  // Where a plugin and a theme are published, as { type, data } JSON (a loopback address the
  // test instance is allowed to fetch from).
  publisher = await serveLocally((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/plugin.json') response.end(JSON.stringify({ type: 'plugin', data: PLUGIN }));
    else if (request.url === '/theme.json') response.end(JSON.stringify({ type: 'theme', data: THEME }));
    else response.writeHead(404).end('{}');
  });
  published = publisher.url;
  browser = await launchChromium();
});
afterAll(async () => {
  await publisher?.close();
  await browser?.close();
});

describe('installing from a link (/install-extensions)', () => {
  it('shows a linked plugin and installs it, refuses one whose hash does not match, and installs a linked theme', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'sage', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    const main = page.getByRole('main');

    // Misskey's misspelt address leads to the same page.
    await page.goto(`${baseUrl}${installLink('plugin.json', PLUGIN, 'install-extentions')}`);
    await main.getByRole('heading', { name: 'Install from a link', level: 1 }).waitFor();
    await main.getByText('This link offers a plugin:').waitFor();
    await main.getByText('Linked plugin', { exact: true }).waitFor();
    await main.getByText('Installed from a link', { exact: true }).waitFor();
    expect(page.url()).toContain('/install-extensions?');
    await main.getByRole('button', { name: 'Install' }).click();
    await main.getByRole('heading', { name: 'Plugins', level: 1 }).waitFor();
    await main.getByRole('listitem', { name: 'Linked plugin v3.1' }).getByText('Running').waitFor();

    await page.goto(`${baseUrl}/install-extensions?url=${encodeURIComponent(`${published}/plugin.json`)}&hash=00`);
    await main.getByRole('alert').getByText(/hash/i).waitFor();

    await page.goto(`${baseUrl}${installLink('theme.json', THEME)}`);
    await main.getByText('This link offers a theme:').waitFor();
    await main.getByText('Linked dusk', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Install' }).click();
    await main.getByRole('list', { name: 'Installed themes' }).getByText('Linked dusk').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
