import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let ivy: TestAccount;
let jack: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  ivy = await createAccount(baseUrl, 'ivy', 'ivy-pass');
  jack = await createAccount(baseUrl, 'jack');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('account data', () => {
  it('exports lists into the drive with a notification, and imports antennas from a JSON file', async () => {
    const list = await callAs<entities.UserList>(baseUrl, ivy, 'users/lists/create', { name: 'Reading' });
    await callAs(baseUrl, ivy, 'users/lists/push', { listId: list.id, userId: jack.id });

    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'ivy', 'ivy-pass');
    await page.getByRole('button', { name: 'Account menu: @ivy' }).first().waitFor();
    await page.goto(`${baseUrl}/settings/account-data`);
    const main = page.getByRole('main');

    await main.getByRole('region', { name: 'Lists' }).getByRole('button', { name: 'Export lists' }).click();
    await page.getByText('The export has started.').waitFor();
    await page.getByRole('region', { name: 'New notifications' }).getByText('Your export of lists is ready').waitFor();

    // The file is in the drive, in Misskey's format: the list's name, then the member.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Drive' }).click();
    const drive = page.getByRole('region', { name: 'Drive contents' });
    await drive.getByRole('button', { name: /^Open user-lists-[-\d]+\.csv$/ }).waitFor();
    const [file] = await callAs<entities.DriveFile[]>(baseUrl, ivy, 'drive/files', {});
    expect(await (await fetch(file?.url ?? '')).text()).toBe(`Reading,jack@${new URL(baseUrl).host}\n`);

    // Antennas come from a JSON file on this device, as Misskey exports them.
    await page.goto(`${baseUrl}/settings/account-data`);
    const antennas = main.getByRole('region', { name: 'Antennas' });
    const chooser = page.waitForEvent('filechooser');
    await antennas.getByRole('button', { name: 'Import antennas' }).click();
    await (await chooser).setFiles({
      name: 'antennas.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify([
          {
            name: 'Tea talk',
            src: 'all',
            keywords: [['tea']],
            excludeKeywords: [],
            users: [],
            userListAccts: null,
            caseSensitive: false,
            localOnly: false,
            excludeBots: false,
            withReplies: false,
            withFile: false,
            excludeNotesInSensitiveChannel: false,
          },
        ]),
      ),
    });
    const confirm = page.getByRole('dialog', { name: 'Import antennas' });
    await confirm.getByText('Add the antennas in antennas.json to your account?').waitFor();
    await confirm.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('The import has started; the antennas are added in the background.').waitFor();

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Antennas' }).click();
    await page.getByRole('link', { name: 'Tea talk', exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
