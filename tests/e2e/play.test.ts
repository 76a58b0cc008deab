import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let alice: TestAccount;
let bob: TestAccount;

// A Play that tries to act as whoever runs it: rename them, and mint a token of theirs.
const TAKEOVER = `/// @ 1.2.1
let updated = Mk:api("i/update", { name: "Renamed by Bob" })
if (Core:type(updated) == "error") { <: \`i/update: {updated.info.code}\` } else { <: "i/update: done" }
let minted = Mk:api("miauth/gen-token", { session: null, name: "Bob's key", permission: ["write:account"] })
if (Core:type(minted) == "error") { <: \`gen-token: {minted.info.code}\` } else { <: "gen-token: granted" }
<: "the end"
`;

beforeAll(async () => {
  await resetInstance(baseUrl);
  alice = await createAccount(baseUrl, 'alice');
  bob = await createAccount(baseUrl, 'bob');
  await callAs(baseUrl, alice, 'i/update', { name: 'Alice' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Presses Play on a Play's page and gives its log. */
async function play(page: Page) {
  const stage = page.getByRole('main').getByRole('region', { name: 'The Play' });
  await stage.getByRole('button', { name: 'Play', exact: true }).click();
  return stage.getByRole('region', { name: 'Log' });
}

describe('a Play runs with no authority of the person who plays it', () => {
  it("Bob's Play cannot change Alice's profile or mint a token of hers when she presses Play", async () => {
    const author = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(author.page, 'bob', 'test-password');
    await author.page.getByRole('tab', { name: 'Home' }).waitFor();
    await author.page.goto(`${baseUrl}/play/new`);
    const main = author.page.getByRole('main');
    await main.getByRole('heading', { name: 'New Play', level: 1 }).waitFor();
    await main.getByRole('textbox', { name: 'Title' }).fill('Free gift');
    await main.getByRole('textbox', { name: 'Script' }).fill(TAKEOVER);
    await main.getByRole('button', { name: 'Publish' }).click();
    await main.getByRole('heading', { name: 'Free gift', level: 1 }).waitFor();
    const path = new URL(author.page.url()).pathname;
    await author.page.context().close();

    const player = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(player.page, 'alice', 'test-password');
    await player.page.getByRole('tab', { name: 'Home' }).waitFor();
    await player.page.goto(`${baseUrl}${path}`);
    const log = await play(player.page);
    await log.getByText('the end', { exact: true }).waitFor();
    // Its calls went out as a visitor's, answered as Misskey answers them.
    await log.getByText('i/update: CREDENTIAL_REQUIRED', { exact: true }).waitFor();
    await log.getByText('gen-token: ACCESS_DENIED', { exact: true }).waitFor();
    expect((await callAs<{ name: string | null }>(baseUrl, alice, 'i')).name).toBe('Alice');
    const apps = await callAs<{ name: string }[]>(baseUrl, alice, 'i/apps', {});
    expect(apps.map((app) => app.name)).not.toContain("Bob's key");
    expect(author.problems).toEqual([]);
    expect(player.problems).toEqual([]);
    await player.page.context().close();
  });
});

describe('Plays as Misskey runs them', () => {
  it('runs a Play without annotation or below 1.0.0 on AiScript 0.19, and gives it THIS_ID and THIS_URL', async () => {
    const publish = (title: string, script: string) =>
      callAs<{ id: string }>(baseUrl, bob, 'flash/create', { title, summary: 'A test', script, permissions: [] });
    const old = await publish('Old', '<: `version {Core:v}`\n<: `id {THIS_ID}`\n<: `url {THIS_URL}`\n');
    const ancient = await publish('Ancient', '/// @ 0.0.1\n<: `version {Core:v}`\n');
    const current = await publish('Current', '/// @ 1.2.1\n<: `version {Core:v}`\n<: `id {THIS_ID}`\n');

    const { page, problems } = await openPage(browser, baseUrl, alice, `/play/${old.id}`);
    let log = await play(page);
    await log.getByText('version 0.19.0', { exact: true }).waitFor();
    await log.getByText(`id ${old.id}`, { exact: true }).waitFor();
    await log.getByText(`url ${baseUrl}/play/${old.id}`, { exact: true }).waitFor();

    await page.goto(`${baseUrl}/play/${ancient.id}`);
    log = await play(page);
    await log.getByText('version 0.19.0', { exact: true }).waitFor();

    await page.goto(`${baseUrl}/play/${current.id}`);
    log = await play(page);
    await log.getByText(/^version 1\./).waitFor();
    await log.getByText(`id ${current.id}`, { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
