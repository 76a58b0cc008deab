import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
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
  const role = await callAs<entities.Role>(baseUrl, admin, 'admin/roles/create', {
    name: 'Beekeepers',
    description: 'Keepers of bees',
    color: '#e0a800',
    iconUrl: null,
    target: 'manual',
    condFormula: {},
    isPublic: true,
    isExplorable: true,
    isModerator: false,
    isAdministrator: false,
    asBadge: true,
    canEditMembersByModerator: false,
    displayOrder: 0,
    policies: {},
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
});
