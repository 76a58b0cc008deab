import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let hana: TestAccount;
let ivan: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  hana = await createAccount(baseUrl, 'hana');
  ivan = await createAccount(baseUrl, 'ivan');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('favorites and clips', () => {
  it('favourites a note from its menu, finds it on the favourites page, and takes it back', async () => {
    const noteId = await postNote(baseUrl, ivan, { text: 'a recipe for rye bread' });
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'hana', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    await page.goto(`${baseUrl}/notes/${noteId}`);
    const note = page.getByRole('article', { name: 'Note by ivan' });
    await note.getByRole('button', { name: 'More' }).click();
    expect(await page.getByRole('menuitem', { name: 'Unfavorite' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Favorite', exact: true }).click();
    await expect
      .poll(async () => (await callAs<{ isFavorited: boolean }>(baseUrl, hana, 'notes/state', { noteId })).isFavorited)
      .toBe(true);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Favorites' }).click();
    await page.getByRole('feed', { name: 'Favorites' }).getByText('a recipe for rye bread').waitFor();

    // The menu now offers to take it back.
    const listed = page.getByRole('feed', { name: 'Favorites' }).getByRole('article', { name: 'Note by ivan' });
    await listed.getByRole('button', { name: 'More' }).click();
    expect(await page.getByRole('menuitem', { name: 'Favorite', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Unfavorite' }).click();
    await expect
      .poll(async () => (await callAs<entities.NoteFavorite[]>(baseUrl, hana, 'i/favorites', {})).length)
      .toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('clips a note into a clip made on the spot, shows it on the clip page, shares it and lets others favourite it', async () => {
    const noteId = await postNote(baseUrl, ivan, { text: 'the best view in town' });
    const { page, problems } = await openPage(browser, baseUrl, hana, `/notes/${noteId}`);
    await page.getByRole('article', { name: 'Note by ivan' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Clip' }).click();
    await page.getByRole('menuitem', { name: 'New clip' }).click();
    const form = page.getByRole('dialog', { name: 'New clip' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Views');
    await form.getByRole('textbox', { name: 'Description' }).fill('Places worth the climb');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Clipped to Views').waitFor();

    // Clipping it again into the same clip offers to take it out instead.
    await page.getByRole('article', { name: 'Note by ivan' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Clip' }).click();
    await page.getByRole('menuitem', { name: 'Views' }).click();
    await page.getByRole('dialog').getByText('This note is already in Views. Remove it from the clip?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // /my/clips from the main menu, then the clip's page with the note.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clips' }).click();
    await page.getByRole('heading', { name: 'Clips', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Views' }).click();
    await page.getByRole('heading', { name: 'Views', level: 1 }).waitFor();
    await page.getByText('Places worth the climb').waitFor();
    await page.getByRole('feed', { name: 'Notes in the clip Views' }).getByText('the best view in town').waitFor();

    // Made public through the edit form.
    await page.getByRole('button', { name: 'Edit clip' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Views' });
    await edit.getByRole('switch', { name: 'Public' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('public', { exact: true }).waitFor();
    const [clip] = await callAs<entities.Clip[]>(baseUrl, hana, 'clips/list', {});
    expect(clip).toMatchObject({ name: 'Views', isPublic: true, notesCount: 1 });
    expect(problems).toEqual([]);
    await page.context().close();

    // ivan favourites hana's public clip and finds it among his favourited clips.
    const other = await openPage(browser, baseUrl, ivan, `/clips/${clip?.id}`);
    await other.page.getByRole('button', { name: 'Favorite' }).click();
    await other.page.getByRole('button', { name: 'Unfavorite' }).waitFor();
    await other.page.goto(`${baseUrl}/my/clips`);
    await other.page.getByRole('tab', { name: 'Favorited' }).click();
    await other.page.getByRole('list', { name: 'Favorited' }).getByRole('link', { name: 'Views' }).waitFor();
    expect(other.problems).toEqual([]);
    await other.page.context().close();
  });
});
