import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: TestAccount;
let sami: TestAccount;

const announce = (body: Record<string, unknown>) =>
  callAs<{ id: string }>(baseUrl, admin, 'admin/announcements/create', { imageUrl: null, ...body });

beforeAll(async () => {
  await resetInstance(baseUrl);
  admin = await createAccount(baseUrl, 'tove');
  sami = await createAccount(baseUrl, 'sami');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('announcements', () => {
  it('shows a dialog announcement at sign-in, counts the unread ones, and marks them read on the page', async () => {
    await announce({ title: 'Welcome aboard', text: 'Please read the rules.', display: 'dialog' });
    await announce({ title: 'New emoji', text: 'We added **twenty** emoji.' });
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'sami', 'test-password');
    const dialog = page.getByRole('dialog', { name: 'Welcome aboard' });
    await dialog.getByText('Please read the rules.').waitFor();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: /Announcements.*1/ }).click();
    const card = page.getByRole('article', { name: 'New emoji' });
    await card.getByText('twenty', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Mark as read' }).click();
    await card.getByText('Read', { exact: true }).waitFor();
    await menu.getByRole('link', { name: 'Announcements', exact: true }).waitFor();
    const me = await callAs<entities.MeDetailed>(baseUrl, sami, 'i', {});
    expect(me.unreadAnnouncements).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a banner announcement live, until it is read', async () => {
    const { page, problems } = await openPage(browser, baseUrl, sami, '/');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.waitForTimeout(500);
    await announce({ title: 'Maintenance tonight', text: 'Down from 22:00.', display: 'banner' });
    const banner = page.getByRole('region', { name: 'Announcement' });
    await banner.getByText('Maintenance tonight').waitFor();
    await banner.getByRole('button', { name: 'Mark as read' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
