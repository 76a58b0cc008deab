import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, createRole, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let zoe: TestAccount;
let sam: TestAccount;
let tim: TestAccount;

/** Records another server on the test instance, as if it had met it (test-only endpoint). */
async function seedServer(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl}/api/seed-instance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`seed-instance answered ${response.status}`);
}

beforeAll(async () => {
  await resetInstance(baseUrl);
  zoe = await createAccount(baseUrl, 'zoe');
  sam = await createAccount(baseUrl, 'sam');
  tim = await createAccount(baseUrl, 'tim');
  const moderators = await createRole(baseUrl, zoe, { name: 'Moderators', isModerator: true });
  await callAs(baseUrl, zoe, 'admin/roles/assign', { roleId: moderators.id, userId: sam.id });
  await seedServer({
    host: 'harbour.example',
    name: 'Harbour Social',
    description: 'A quiet server by the sea.',
    softwareName: 'misskey',
    softwareVersion: '2025.12.2',
    usersCount: 42,
    notesCount: 1234,
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("a remote server's page", () => {
  it('sam, a moderator, goes from the federation list to the server, stops delivery and notes why', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'sam', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Control panel' }).click();
    await page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: 'Federation', exact: true }).click();
    await page
      .getByRole('list', { name: 'Federation' })
      .getByRole('link', { name: /Harbour Social/ })
      .click();

    await page.getByRole('heading', { name: 'Harbour Social', level: 1 }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/instance-info/harbour.example`);
    const facts = page.getByRole('region', { name: 'The server' });
    await facts.getByText('A quiet server by the sea.').waitFor();
    await facts.getByText('misskey / 2025.12.2').waitFor();
    await facts.getByText('1,234').waitFor();
    await facts.getByText('Delivering').waitFor();

    // A moderator stops delivery; blocking and silencing are the administrators'.
    const moderation = page.getByRole('region', { name: 'Moderation' });
    await moderation.getByText('Only administrators can block or silence a server.').waitFor();
    expect(await moderation.getByRole('switch').count()).toBe(0);
    await moderation.getByRole('button', { name: 'Stop delivery' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await moderation.getByRole('button', { name: 'Resume delivery' }).waitFor();
    await facts.getByText('Stopped by a moderator').waitFor();

    await moderation.getByRole('textbox', { name: "Moderators' note" }).fill('Sends spam in waves.');
    await moderation.getByRole('button', { name: 'Save the note' }).click();
    await page.getByText('Saved.').waitFor();
    await expect
      .poll(async () =>
        callAs<entities.FederationInstance>(baseUrl, zoe, 'federation/show-instance', { host: 'harbour.example' }),
      )
      .toMatchObject({ suspensionState: 'manuallySuspended', moderationNote: 'Sends spam in waves.' });

    // The charts tab draws the server's charts.
    await page.getByRole('tab', { name: 'Charts' }).click();
    await page.getByRole('img', { name: /^Requests, the last/ }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('zoe, an administrator, blocks the server from its page; the page says so', async () => {
    const { page, problems } = await openPage(browser, baseUrl, zoe, '/instance-info/harbour.example');
    const block = page.getByRole('switch', { name: 'Block this server' });
    await expect.poll(() => block.isEnabled()).toBe(true);
    await block.click();
    await expect.poll(() => block.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('region', { name: 'The server' }).getByText('Blocked').waitFor();
    const meta = await callAs<entities.AdminMetaResponse>(baseUrl, zoe, 'admin/meta', {});
    expect(meta.blockedHosts).toEqual(['harbour.example']);
    await block.click();
    await expect.poll(() => block.getAttribute('aria-checked')).toBe('false');
    // The moderation log says what sam did to the server.
    await page.goto(`${baseUrl}/admin/modlog`);
    const log = page.getByRole('list', { name: 'Moderation log' });
    await log.getByRole('listitem').filter({ hasText: 'Stopped delivery to harbour.example' }).waitFor();
    await log.getByRole('listitem').filter({ hasText: 'Changed the note on the server harbour.example' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('tim sees the facts but none of the moderators’ actions', async () => {
    const { page, problems } = await openPage(browser, baseUrl, tim, '/instance-info/harbour.example');
    await page.getByRole('heading', { name: 'Harbour Social', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'The server' }).getByText('misskey / 2025.12.2').waitFor();
    expect(await page.getByRole('region', { name: 'Moderation' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /delivery/ }).count()).toBe(0);
    expect(await page.getByText('Sends spam in waves.').count()).toBe(0);
    // A server this one never met is said to be unknown.
    await page.goto(`${baseUrl}/instance-info/nowhere.example`);
    await page.getByText('This server knows no server by that name.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('/admin/email-settings, Misskey’s address, leads to the email settings', async () => {
    const { page, problems } = await openPage(browser, baseUrl, zoe, '/admin/email-settings');
    await page.getByRole('textbox', { name: 'SMTP host' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/email');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
