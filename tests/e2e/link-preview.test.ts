import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

// Link previews (issue 36, point 1): a note's link gets a card from the server's /url, which reads
// a page this test serves itself on the loopback (the e2e server allows 127.0.0.1).
const baseUrl = inject('baseUrl');
let browser: Browser;
let alice: TestAccount;
let site: Server;
let siteUrl: string;

/** The player's address: https, on a port nothing listens to, so the frame loads nothing. */
const PLAYER = 'https://127.0.0.1:9/embed/tiles';

const pages: Record<string, string> = {
  '/tiles': `<!doctype html><html><head><title>tiles</title>
<meta property="og:title" content="A page about tiles">
<meta property="og:description" content="Tiles, laid one by one.">
<meta property="og:site_name" content="Tile Works">
<meta property="og:image" content="/tile.png">
<meta property="og:video:url" content="${PLAYER}">
<meta property="og:video:width" content="640">
<meta property="og:video:height" content="360">
</head><body><p>Tiles</p></body></html>`,
  '/night': `<!doctype html><html><head>
<meta property="og:title" content="Night tiles">
<meta property="og:description" content="Tiles after dark.">
<meta name="rating" content="adult">
</head><body></body></html>`,
};

beforeAll(async () => {
  await resetInstance(baseUrl);
  alice = await createAccount(baseUrl, 'alice');
  const tile = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
  site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const body = path === '/tile.png' ? tile : pages[path];
    if (body === undefined) return void response.writeHead(404).end();
    const type = path === '/tile.png' ? 'image/png' : 'text/html; charset=utf-8';
    response.writeHead(200, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) }).end(body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  await postNote(baseUrl, alice, { text: `Have a look: ${siteUrl}/tiles` });
  await postNote(baseUrl, alice, { text: `Not for everyone: ${siteUrl}/night` });
  await postNote(baseUrl, alice, { cw: 'about floors', text: `Behind the warning: ${siteUrl}/tiles?floor=1` });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
});

/** Alice, signed in through the form, on her home timeline; with the /url requests the page makes. */
async function aliceHome(): Promise<{ page: Page; problems: string[]; previews: string[] }> {
  const { page, problems } = await openPage(browser, baseUrl, null, '/');
  const previews: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && url.pathname === '/url') previews.push(url.searchParams.get('url') ?? '');
  });
  await signInThroughForm(page, 'alice', 'test-password');
  await page.getByRole('tab', { name: 'Home' }).waitFor();
  await page.getByRole('article', { name: 'Note by alice' }).first().waitFor();
  return { page, problems, previews };
}

describe('link previews', () => {
  it("shows a card with the page's title, description, site and thumbnail, and its player on request", async () => {
    const { page, problems, previews } = await aliceHome();
    const note = page.getByRole('article', { name: 'Note by alice' }).filter({ hasText: 'Have a look' });
    const card = note.getByRole('link', { name: /A page about tiles/ });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe(`${siteUrl}/tiles`);
    await card.getByText('Tiles, laid one by one.').waitFor();
    await card.getByText('Tile Works').waitFor();
    // The thumbnail is the page's own picture (this server proxies no other server's media). It is
    // decorative (alt=""), the title says what the card is, so it has no role to find it by.
    const thumbnail = card.locator('img').first();
    expect(await thumbnail.getAttribute('src')).toBe(`${siteUrl}/tile.png`);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
    expect(previews).toContain(`${siteUrl}/tiles`);

    // The player waits for a button, then plays in a sandboxed frame.
    expect(await note.locator('iframe').count()).toBe(0);
    await note.getByRole('button', { name: 'Play here' }).click();
    const frame = note.locator('iframe');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('title')).toBe('Player: A page about tiles');
    expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(new URL((await frame.getAttribute('src')) ?? '').origin).toBe(new URL(PLAYER).origin);
    await note.getByRole('button', { name: 'Close the player', pressed: true }).click();
    expect(await note.locator('iframe').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps a sensitive page’s preview hidden until it is shown', async () => {
    const { page, problems } = await aliceHome();
    const note = page.getByRole('article', { name: 'Note by alice' }).filter({ hasText: 'Not for everyone' });
    const reveal = note.getByRole('button', { name: /This page may be sensitive/ });
    await reveal.waitFor();
    expect(await note.getByText('Night tiles').count()).toBe(0);
    expect(await note.getByText('Tiles after dark.').count()).toBe(0);
    await reveal.click();
    await note.getByRole('link', { name: /Night tiles/ }).waitFor();
    await note.getByText('Tiles after dark.').waitFor();
    await note.getByRole('button', { name: 'Hide again' }).click();
    await reveal.waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks for no preview of a link behind a content warning until the text is shown', async () => {
    const { page, problems, previews } = await aliceHome();
    const note = page.getByRole('article', { name: 'Note by alice' }).filter({ hasText: 'about floors' });
    await page
      .getByRole('link', { name: /A page about tiles/ })
      .first()
      .waitFor();
    expect(previews).not.toContain(`${siteUrl}/tiles?floor=1`);
    expect(await note.getByRole('link', { name: /A page about tiles/ }).count()).toBe(0);
    await note.getByRole('button', { name: 'Show content' }).click();
    await note.getByRole('link', { name: /A page about tiles/ }).waitFor();
    expect(previews).toContain(`${siteUrl}/tiles?floor=1`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows no card, and asks nothing, when the viewer's data saver leaves previews out", async () => {
    const { page, previews } = await aliceHome();
    const note = () => page.getByRole('article', { name: 'Note by alice' }).filter({ hasText: 'Have a look' });
    await note()
      .getByRole('link', { name: /A page about tiles/ })
      .waitFor();
    await page.goto(`${baseUrl}/settings/preferences`);
    const saver = page.getByRole('switch', { name: 'Leave out link previews' });
    await saver.click();
    await page.getByRole('switch', { name: 'Leave out link previews', checked: true }).waitFor();
    previews.length = 0;
    await page.goto(`${baseUrl}/`);
    await note().waitFor();
    await page.waitForTimeout(500);
    expect(
      await note()
        .getByRole('link', { name: /A page about tiles/ })
        .count(),
    ).toBe(0);
    expect(previews).toEqual([]);
    await page.context().close();
  });

  it('shows no card, and asks nothing, when the administrator turns previews off', async () => {
    await callAs(baseUrl, alice, 'admin/update-meta', { urlPreviewEnabled: false });
    try {
      const { page, previews } = await aliceHome();
      const note = page.getByRole('article', { name: 'Note by alice' }).filter({ hasText: 'Have a look' });
      await note.waitFor();
      await page.waitForTimeout(500);
      expect(await note.getByRole('link', { name: /A page about tiles/ }).count()).toBe(0);
      expect(previews).toEqual([]);
      await page.context().close();
    } finally {
      await callAs(baseUrl, alice, 'admin/update-meta', { urlPreviewEnabled: true });
    }
  });
});
