import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let erin: TestAccount;
let frank: TestAccount;
let gina: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  erin = await createAccount(baseUrl, 'erin');
  frank = await createAccount(baseUrl, 'frank');
  gina = await createAccount(baseUrl, 'gina');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('lists', () => {
  it('makes a list from the user menu, shows its members’ new notes live, and manages its members', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'erin', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    // From frank's profile: Add to list, a new list with him in it.
    await page.goto(`${baseUrl}/@frank`);
    await page.getByRole('button', { name: 'More about @frank' }).click();
    await page.getByRole('menuitem', { name: 'Add to list' }).click();
    await page.getByRole('menuitem', { name: 'New list with them' }).click();
    await page.getByRole('dialog', { name: 'New list' }).getByRole('textbox').fill('Makers');
    await page.getByRole('dialog', { name: 'New list' }).getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('Added to Makers').waitFor();
    const [list] = await callAs<entities.UserList[]>(baseUrl, erin, 'users/lists/list', {});
    expect(list).toMatchObject({ name: 'Makers', userIds: [frank.id] });

    // The list's timeline, from the main menu: frank's new note arrives without a reload.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Lists' }).click();
    await page.getByRole('heading', { name: 'Lists' }).waitFor();
    await page.getByRole('link', { name: 'Makers', exact: true }).click();
    const feed = page.getByRole('feed', { name: 'Notes of the list Makers' });
    await feed
      .or(page.getByText('Nothing here yet. Notes from the people on this list appear here.'))
      .first()
      .waitFor();
    await postNote(baseUrl, gina, { text: 'gina is not on the list' });
    await postNote(baseUrl, frank, { text: 'fresh from the workshop' });
    await page.getByRole('feed', { name: 'Notes of the list Makers' }).getByText('fresh from the workshop').waitFor();
    expect(await page.getByText('gina is not on the list').count()).toBe(0);

    // Its page: gina joins through the user picker, frank's replies are switched on, frank leaves.
    await page.getByRole('link', { name: 'Edit list' }).click();
    await page.getByRole('heading', { name: 'Makers', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add a member' }).click();
    const picker = page.getByRole('dialog', { name: 'Add a member' });
    await picker.getByRole('searchbox', { name: 'Name or @username' }).fill('gin');
    await picker.getByRole('button', { name: /gina/ }).click();
    const members = page.getByRole('list', { name: 'Members' });
    await members.getByRole('link', { name: 'gina' }).waitFor();
    await members.getByRole('switch', { name: 'Show replies from frank' }).click();
    await expect
      .poll(async () => {
        const m = await callAs<{ userId: string; withReplies: boolean }[]>(
          baseUrl,
          erin,
          'users/lists/get-memberships',
          {
            listId: list?.id,
          },
        );
        return m.find((x) => x.userId === frank.id)?.withReplies;
      })
      .toBe(true);
    await members.getByRole('button', { name: 'Remove frank' }).click();
    await members.getByRole('link', { name: 'frank' }).waitFor({ state: 'detached' });

    // Pinned, it is a tab of the home timeline.
    await page.getByRole('switch', { name: 'Show as a tab of the timeline' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Timeline' }).click();
    await page.getByRole('tab', { name: 'Makers' }).click();
    await postNote(baseUrl, gina, { text: 'gina joins in' });
    await page.getByRole('feed', { name: 'Makers' }).getByText('gina joins in').waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Makers', level: 1 }).waitFor();

    // Public: another person likes it and copies it into their own lists.
    await page.getByRole('switch', { name: 'Public' }).click();
    await page.getByRole('link', { name: `${baseUrl}/list/${list?.id}` }).waitFor();
    const other = await openPage(browser, baseUrl, frank, `/list/${list?.id}`);
    await other.page.getByRole('heading', { name: 'Makers' }).waitFor();
    await other.page.getByRole('button', { name: 'Like' }).click();
    await other.page.getByRole('button', { name: 'Unlike' }).waitFor();
    await other.page.getByText('1 like', { exact: true }).waitFor();
    await other.page.getByRole('button', { name: 'Copy to my lists' }).click();
    await other.page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await other.page.waitForURL(/\/my\/lists\/\w+$/);
    const copies = await callAs<entities.UserList[]>(baseUrl, frank, 'users/lists/list', {});
    expect(copies).toEqual([expect.objectContaining({ name: 'Makers', userIds: [gina.id] })]);
    expect(other.problems).toEqual([]);
    await other.page.context().close();

    // Deleted after confirming.
    await page.getByRole('button', { name: 'Delete list' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.waitForURL(/\/my\/lists$/);
    await page.getByText('You have no lists yet.', { exact: false }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
