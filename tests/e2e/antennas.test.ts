import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let jane: TestAccount;
let kofi: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  jane = await createAccount(baseUrl, 'jane');
  kofi = await createAccount(baseUrl, 'kofi');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('antennas', () => {
  it('makes an antenna through its form, catches a note from someone not followed, marks it unread and shows it live', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'jane', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Antennas' }).click();
    await page.getByRole('heading', { name: 'Antennas', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New antenna' }).click();
    const form = page.getByRole('form', { name: 'New antenna' });
    // Nothing to look for yet: the form says so instead of sending.
    await form.getByRole('textbox', { name: 'Name' }).fill('Kites');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').getByText('Enter at least one keyword or excluded keyword.').waitFor();
    await form.getByRole('textbox', { name: 'Keywords', exact: true }).fill('kite festival\nparafoil');
    await form.getByRole('textbox', { name: 'Excluded keywords' }).fill('cancelled');
    await form.getByRole('switch', { name: 'Include replies' }).click();
    await form.getByRole('button', { name: 'Save' }).click();

    // Saved: its timeline opens, empty; a matching note from kofi (not followed) arrives live.
    const feed = page.getByRole('feed', { name: 'Notes caught by Kites' });
    await page.getByRole('heading', { name: 'Kites', level: 1 }).waitFor();
    const [antenna] = await callAs<entities.Antenna[]>(baseUrl, jane, 'antennas/list', {});
    expect(antenna).toMatchObject({
      name: 'Kites',
      src: 'all',
      keywords: [['kite', 'festival'], ['parafoil']],
      excludeKeywords: [['cancelled']],
      withReplies: true,
    });
    await page.waitForTimeout(300);
    await postNote(baseUrl, kofi, { text: 'The kite festival is on Sunday!' });
    await postNote(baseUrl, kofi, { text: 'The kite festival is cancelled' });
    await feed.getByText('The kite festival is on Sunday!').waitFor();
    expect(await page.getByText('The kite festival is cancelled').count()).toBe(0);

    // Away from it, a new catch marks it unread in the list and on the menu.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Antennas' }).click();
    await page.getByRole('link', { name: 'Kites', exact: true }).waitFor();
    expect(await page.getByText('New notes').count()).toBe(0);
    await postNote(baseUrl, kofi, { text: 'Look at my new parafoil' });
    await page.getByRole('listitem').filter({ hasText: 'Kites' }).getByText('New notes').waitFor();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /Antennas.*1/ })
      .waitFor();

    // Reading it clears the mark.
    await page.getByRole('link', { name: 'Kites', exact: true }).click();
    await feed.getByText('Look at my new parafoil').waitFor();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Antennas', exact: true })
      .waitFor();

    // Editing: to kofi's notes only, through the form.
    await page.getByRole('link', { name: 'Edit antenna' }).click();
    const edit = page.getByRole('form', { name: 'Edit Kites' });
    await edit.getByRole('combobox', { name: 'Notes from' }).selectOption({ label: 'Only these users' });
    await edit.getByRole('textbox', { name: 'Users' }).fill('@kofi');
    await edit.getByRole('button', { name: 'Save' }).click();
    await feed.waitFor();
    await expect
      .poll(
        async () => (await callAs<entities.Antenna>(baseUrl, jane, 'antennas/show', { antennaId: antenna?.id })).users,
      )
      .toEqual(['@kofi']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('deletes an antenna from its form after asking', async () => {
    const made = await callAs<entities.Antenna>(baseUrl, jane, 'antennas/create', {
      name: 'Short-lived',
      src: 'all',
      keywords: [['x']],
      excludeKeywords: [],
      users: [],
      caseSensitive: false,
      withReplies: false,
      withFile: false,
    });
    const { page, problems } = await openPage(browser, baseUrl, jane, `/my/antennas/${made.id}`);
    await page.getByRole('button', { name: 'Delete antenna' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('heading', { name: 'Antennas', level: 1 }).waitFor();
    expect((await callAs<entities.Antenna[]>(baseUrl, jane, 'antennas/list', {})).map((a) => a.name)).not.toContain(
      'Short-lived',
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
