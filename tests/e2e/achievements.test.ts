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

beforeAll(async () => {
  await resetInstance(baseUrl);
  ivy = await createAccount(baseUrl, 'ivy');
  await createAccount(baseUrl, 'jon');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('achievements', () => {
  it('unlocks First note when ivy posts, tells her, and lists it on her page and her profile', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'ivy', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    await page.keyboard.press('n');
    const composer = page.getByRole('dialog', { name: 'New note' });
    await composer.getByRole('textbox', { name: 'Text' }).fill('hello, garden');
    // Posting between midnight and 4 (the page's local time, this machine's, as here) also earns
    // the late-night achievement.
    const earnedNow = new Date().getHours() < 4 ? ['notes1', 'postedAtLateNight'] : ['notes1'];
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await composer.waitFor({ state: 'detached' });

    // The notification, drawn by the achievements extension, as a toast.
    await page
      .getByRole('region', { name: 'New notifications' })
      .getByRole('article', { name: 'Achievement earned: First note' })
      .waitFor({ timeout: 15_000 });
    const me = await callAs<entities.MeDetailed>(baseUrl, ivy, 'i', {});
    expect(me.achievements.map((a) => a.name).sort()).toEqual(earnedNow);

    // /my/achievements from the main menu: earned first, then those to earn.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Achievements' }).click();
    await page.getByRole('heading', { name: 'Achievements', level: 1 }).waitFor();
    const grid = page.getByRole('list', { name: 'Achievements' });
    await grid.getByRole('heading', { name: 'First note' }).waitFor();
    await page.getByText(new RegExp(`^${earnedNow.length} of \\d+ earned$`)).waitFor();
    await grid.getByRole('listitem', { name: 'Not yet earned: 10 notes' }).waitFor();
    await grid.getByRole('listitem', { name: 'Not yet earned: ???' }).first().waitFor();

    // Her profile's Achievements tab shows what she earned, and only that.
    await page.goto(`${baseUrl}/@ivy`);
    // The tab is another extension's, there once contributions that the first view does not need are in.
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Achievements' })
      .click();
    const theirs = page.getByRole('list', { name: 'Achievements of ivy' });
    await theirs.getByRole('heading', { name: 'First note' }).waitFor();
    expect(await theirs.getByRole('listitem').count()).toBe(earnedNow.length);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('unlocks what other features tell of: a note deleted at once, the charts, three windows, a favourite', async () => {
    const { page, problems } = await openPage(browser, baseUrl, ivy, '/');
    const toasts = page.getByRole('region', { name: 'New notifications' });
    const earned = (title: string) =>
      toasts.getByRole('article', { name: `Achievement earned: ${title}` }).waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    await page.keyboard.press('n');
    const composer = page.getByRole('dialog', { name: 'New note' });
    await composer.getByRole('textbox', { name: 'Text' }).fill('oops, wrong window');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    const note = page.getByRole('feed').getByRole('article').filter({ hasText: 'oops, wrong window' });
    await note.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await earned('Second thoughts');

    // In the page, as a person goes there (the claims listen once the first view has settled).
    const aboutMenu = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'About' });
    await aboutMenu.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Charts' }).click();
    await earned('Analyst');

    await aboutMenu.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'About the software' }).click();
    await page.getByRole('button', { name: 'Click here' }).click();
    await earned('Click here');
    await page.getByRole('button', { name: 'A stray tile' }).click();
    await earned('Treasure hunter');

    // Three page windows (shift-click on a menu link).
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Explore', 'Search', 'Clips'])
      await nav.getByRole('link', { name }).click({ modifiers: ['Shift'] });
    await earned('Multitasker');

    // jon's note, favourited by ivy: ivy is a stargazer, jon a shining star.
    const jon = await createAccount(baseUrl, 'kit');
    const jonsNote = await callAs<{ createdNote: { id: string } }>(baseUrl, jon, 'notes/create', { text: 'star me' });
    await page.goto(`${baseUrl}/notes/${jonsNote.createdNote.id}`);
    await page.getByRole('main').getByRole('button', { name: 'More' }).first().click();
    await page.getByRole('menuitem', { name: 'Favorite' }).click();
    await earned('Stargazer');
    const kits = await callAs<entities.Achievement[]>(baseUrl, jon, 'users/achievements', { userId: jon.id });
    expect(kits.map((a) => a.name)).toContain('myNoteFavorited1');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows another person with no achievements as having none', async () => {
    const { page, problems } = await openPage(browser, baseUrl, ivy, '/@jon/achievements');
    await page.getByText('No achievements yet.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
