import type { entities } from 'misskey-js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, createRole, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: TestAccount;
let dana: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  admin = await createAccount(baseUrl, 'admin');
  dana = await createAccount(baseUrl, 'dana');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the composer dialog with the n key. */
async function openComposer(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Home' }).waitFor();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await dialog.getByRole('textbox', { name: 'Text' }).waitFor();
  return dialog;
}

/** Chooses an entry of the composer's Drafts menu. */
async function draftsMenu(page: Page, composer: Locator, entry: string): Promise<void> {
  await composer.getByRole('button', { name: 'Drafts', exact: true }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

const serverDrafts = () => callAs<entities.NoteDraft[]>(baseUrl, dana, 'notes/drafts/list', {});

describe('server drafts', () => {
  it('saves a note as a draft on the server, says when the role allows no more, and reopens it to post', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'dana', 'test-password');
    let composer = await openComposer(page);
    const text = composer.getByRole('textbox', { name: 'Text' });
    await text.fill('a thought for later');
    await draftsMenu(page, composer, 'Save as a draft');
    await page.getByRole('status').getByText('Saved as a draft').waitFor();
    expect((await serverDrafts()).map((d) => d.text)).toEqual(['a thought for later']);

    // The form is emptied and closed: nothing is kept on the device, the draft stays on the server.
    await text.fill('');
    await composer.getByRole('button', { name: 'Close' }).click();
    await composer.waitFor({ state: 'detached' });

    // The role now allows one draft: another one is refused, and the dialog says why.
    const role = await createRole(baseUrl, admin, {
      name: 'One draft',
      policies: { noteDraftLimit: { value: 1, priority: 0, useDefault: false } },
    });
    await callAs(baseUrl, admin, 'admin/roles/assign', { roleId: role.id, userId: dana.id });
    composer = await openComposer(page);
    expect(await composer.getByRole('textbox', { name: 'Text' }).inputValue()).toBe('');
    await composer.getByRole('textbox', { name: 'Text' }).fill('one more thought');
    await draftsMenu(page, composer, 'Save as a draft');
    const refusal = page.getByRole('dialog', { name: 'No room for another draft' });
    await refusal.getByText("Your drafts on this server have reached your role's limit (1).").waitFor();
    await refusal.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await serverDrafts()).toHaveLength(1);

    // The Drafts list opens the kept draft in the form, and posting it uses it up.
    await draftsMenu(page, composer, 'Drafts on the server');
    const list = page.getByRole('dialog', { name: 'Drafts' });
    await list.getByRole('button', { name: 'Open draft: a thought for later' }).click();
    await list.waitFor({ state: 'detached' });
    expect(await composer.getByRole('textbox', { name: 'Text' }).inputValue()).toBe('a thought for later');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await composer.waitFor({ state: 'detached' });
    const notes = await callAs<entities.Note[]>(baseUrl, dana, 'users/notes', { userId: dana.id, limit: 1 });
    expect(notes[0]?.text).toBe('a thought for later');
    await expect.poll(serverDrafts).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('deletes a draft from the list', async () => {
    await callAs(baseUrl, dana, 'notes/drafts/create', { text: 'not worth keeping' });
    const { page, problems } = await openPage(browser, baseUrl, dana, '/');
    const composer = await openComposer(page);
    await draftsMenu(page, composer, 'Drafts on the server');
    const list = page.getByRole('dialog', { name: 'Drafts' });
    await list.getByRole('button', { name: 'Delete draft: not worth keeping' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await list.getByText('No drafts on the server yet.').waitFor();
    expect(await serverDrafts()).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
