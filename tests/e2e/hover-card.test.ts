import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  alice = await createAccount(baseUrl, 'alice');
  bob = await createAccount(baseUrl, 'bob');
  const carol = await createAccount(baseUrl, 'carol');
  const dave = await createAccount(baseUrl, 'dave');
  await callAs(baseUrl, bob, 'i/update', { name: 'Bob Builder', description: 'I make **things**' });
  // Carol keeps who follows her to herself: her card does not count them.
  await callAs(baseUrl, carol, 'i/update', { name: 'Carol', followersVisibility: 'private' });
  await callAs(baseUrl, dave, 'i/update', { name: 'Dave' });
  await postNote(baseUrl, bob, { text: 'a note from bob' });
  await postNote(baseUrl, carol, { text: 'a note from carol' });
  await postNote(baseUrl, dave, { text: 'a note from dave' });
  await postNote(baseUrl, bob, { text: 'another note from bob' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs Alice in through the form and shows the local timeline, with everyone's notes. */
async function signedInTimeline(): Promise<{ page: Page; problems: string[]; shows: string[] }> {
  const { page, problems } = await openPage(browser, baseUrl, null, '/');
  const shows: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/show') shows.push(request.postData() ?? '');
  });
  await signInThroughForm(page, 'alice', 'test-password');
  await page.getByRole('tab', { name: 'Local' }).click();
  await page.getByRole('tab', { name: 'Local', selected: true }).waitFor();
  await page.getByRole('feed').getByText('a note from dave').waitFor();
  return { page, problems, shows };
}

describe('the user hover card', () => {
  it('makes no request while the pointer sweeps across names, then opens on a rest, follows, and closes', async () => {
    const { page, problems, shows } = await signedInTimeline();
    const feed = page.getByRole('feed');
    // Across every name in the feed, well under 500 ms on each: nothing is asked, no card opens.
    const names = [
      feed.getByRole('link', { name: 'Bob Builder', exact: true }).first(),
      feed.getByRole('link', { name: 'Carol', exact: true }),
      feed.getByRole('link', { name: 'Dave', exact: true }),
      feed.getByRole('link', { name: 'Bob Builder', exact: true }).last(),
    ];
    // The pointer is carried from name to name by the mouse itself: Playwright's hover() waits for
    // each link to be stable first, which on a loaded machine could outlast the 500 ms.
    for (const name of names) {
      await page.mouse.move(1, 400);
      await name.scrollIntoViewIfNeeded();
      const box = await name.boundingBox();
      if (!box) throw new Error('a name is not on the page');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(100);
    }
    await page.mouse.move(1, 400);
    await page.waitForTimeout(900);
    expect(shows).toEqual([]);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Resting on a name opens the person's card: description as MFM, counts, follow button.
    await names[0]?.hover();
    const card = page.getByRole('dialog', { name: 'Bob Builder' });
    await card.waitFor();
    expect(shows).toHaveLength(1);
    await card.locator('b', { hasText: 'things' }).waitFor();
    await card.getByText('@bob', { exact: true }).waitFor();
    await card.getByText('2 notes').waitFor();
    await card.getByText('0 following').waitFor();
    await card.getByText('0 followers').waitFor();

    // The pointer moves onto the card (within the grace) and follows from there.
    await card.getByRole('button', { name: 'Follow', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Follow Bob Builder?' });
    await confirm.waitFor();
    // A reader slower than the card's closing delay still has the card behind the question.
    await page.waitForTimeout(1200);
    expect(await page.getByRole('dialog', { name: 'Bob Builder', exact: true }).count()).toBe(1);
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Follow Bob Builder?' })
      .getByRole('button', { name: 'OK', exact: true })
      .click();
    // The card stayed while the confirmation was over it; back on it, one sees the follow.
    await card.hover();
    await card.getByRole('button', { name: 'Unfollow' }).waitFor();
    await card.getByText('1 follower').waitFor();
    const shown = await callAs<{ isFollowing: boolean }>(baseUrl, alice, 'users/show', { userId: bob.id });
    expect(shown.isFollowing).toBe(true);

    // Leaving both the name and the card closes it.
    await page.mouse.move(1, 400);
    await card.waitFor({ state: 'detached' });

    // Hovering again soon reuses the answer; Escape closes the card.
    await names[0]?.hover();
    await card.waitFor();
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });

    // A count the person keeps private is not shown.
    await names[1]?.hover();
    const carolCard = page.getByRole('dialog', { name: 'Carol' });
    await carolCard.getByText('1 note').waitFor();
    await carolCard.getByText('0 following').waitFor();
    expect(await carolCard.getByText(/follower/).count()).toBe(0);
    await page.mouse.move(1, 400);
    await carolCard.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens when keyboard focus rests on a name, and Tab reaches its follow button', async () => {
    const { page, problems } = await signedInTimeline();
    const dave = page.getByRole('feed').getByRole('link', { name: 'Dave', exact: true });
    await dave.waitFor();
    // A key press first, so the focus that follows counts as the keyboard's (:focus-visible);
    // tabbing through the whole feed would rest on other names long enough to open their cards.
    await page.keyboard.press('Tab');
    await dave.focus();
    expect(await dave.evaluate((link) => link === document.activeElement && link.matches(':focus-visible'))).toBe(true);
    const card = page.getByRole('dialog', { name: 'Dave' });
    await card.waitFor();
    await card.getByText('No description').waitFor();
    await page.keyboard.press('Tab');
    const follow = card.getByRole('button', { name: 'Follow', exact: true });
    await expect.poll(() => follow.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => dave.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
