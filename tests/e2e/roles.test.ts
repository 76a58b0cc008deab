import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, createRole, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: TestAccount;
let nora: TestAccount;
let roleId: string;

beforeAll(async () => {
  await resetInstance(baseUrl);
  // The first account is the administrator; roles are made through the API until the control panel exists.
  admin = await createAccount(baseUrl, 'olga');
  nora = await createAccount(baseUrl, 'nora');
  await createAccount(baseUrl, 'pablo');
  const role = await createRole(baseUrl, admin, {
    name: 'Beekeepers',
    description: 'Keepers of bees',
    color: '#e0a800',
    isPublic: true,
    isExplorable: true,
    asBadge: true,
  });
  roleId = role.id;
  await callAs(baseUrl, admin, 'admin/roles/assign', { roleId, userId: nora.id });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('role pages', () => {
  it("opens a role from a member's profile and reads its members' notes live", async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'pablo', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.goto(`${baseUrl}/@nora`);
    await page.getByRole('link', { name: 'Beekeepers' }).click();
    await page.getByRole('heading', { name: 'Beekeepers', level: 1 }).waitFor();
    await page.getByText('Keepers of bees').waitFor();
    const feed = page.getByRole('feed', { name: 'Notes of Beekeepers' });
    await feed.or(page.getByText("No public notes from this role's members yet.")).first().waitFor();
    await page.waitForTimeout(300);
    await postNote(baseUrl, nora, { text: 'The hives are humming' });
    await postNote(baseUrl, admin, { text: 'not a beekeeper' });
    await feed.getByText('The hives are humming').waitFor();
    expect(await page.getByText('not a beekeeper').count()).toBe(0);

    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('list', { name: 'Members of Beekeepers' }).getByRole('link', { name: 'nora' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows in the settings and the composer what a member's role withholds, before the server would refuse it", async () => {
    const strict = await createRole(baseUrl, admin, {
      name: 'Strict',
      policies: {
        canUpdateBioMedia: { value: false, priority: 2, useDefault: false },
        canImportFollowing: { value: false, priority: 2, useDefault: false },
        alwaysMarkNsfw: { value: true, priority: 2, useDefault: false },
        uploadableFileTypes: { value: ['image/*'], priority: 2, useDefault: false },
      },
    });
    const quinn = await createAccount(baseUrl, 'quinn');
    await callAs(baseUrl, admin, 'admin/roles/assign', { roleId: strict.id, userId: quinn.id });
    const { page, problems } = await openPage(browser, baseUrl, quinn, '/settings/profile');
    const main = page.getByRole('main');
    await main.getByText('Your role does not let you change the avatar or the banner.').waitFor();
    expect(await main.getByRole('button', { name: 'Change avatar' }).isDisabled()).toBe(true);
    await page.goto(`${baseUrl}/settings/account-data`);
    expect(await main.getByRole('button', { name: 'Import follows' }).isDisabled()).toBe(true);
    await main.getByText('Your role does not allow this import.').waitFor();
    await page.goto(`${baseUrl}/settings/drive`);
    await main.getByText('Your role marks every upload as sensitive.').waitFor();
    expect(await main.getByRole('switch', { name: 'Mark every upload as sensitive' }).isDisabled()).toBe(true);

    // A file type the role does not take is named before anything is sent.
    await page.goto(`${baseUrl}/`);
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.keyboard.press('n');
    const composer = page.getByRole('dialog', { name: 'New note' });
    const chooser = page.waitForEvent('filechooser');
    await composer.getByRole('button', { name: 'Attach files' }).click();
    await page.getByRole('menuitem', { name: 'Upload without compression' }).click();
    await (await chooser).setFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await page.getByText('Your role does not allow uploading files of this type (text/plain).').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
