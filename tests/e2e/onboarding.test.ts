import type { entities } from 'misskey-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let moss: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  moss = await createAccount(baseUrl, 'moss');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const wizardOf = (page: Page) => page.getByRole('dialog', { name: 'Set up your account' });

/** Waits for the page to have settled (the overlays are drawn then) and a moment more. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Home' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

describe('getting started', () => {
  it('sets up an account just signed up, resumes after Later, and stays away once done', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await page.getByRole('heading', { level: 1, name: 'Tessera' }).waitFor();
    await page.getByRole('button', { name: 'Sign up' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Username').fill('wren');
    await form.getByLabel('Password').fill('wren-pass');
    await form.getByRole('button', { name: 'Sign up' }).click();

    const wizard = wizardOf(page);
    await wizard.getByRole('heading', { name: 'Welcome!' }).waitFor({ timeout: 20_000 });
    await wizard.getByText('Step 1 of 6').waitFor();
    await wizard.getByRole('button', { name: /Let.s go/ }).click();
    await wizard.getByRole('heading', { name: 'Your profile' }).waitFor();
    // The step's title takes the focus, so a screen reader says where one is.
    expect(
      await wizard.getByRole('heading', { name: 'Your profile' }).evaluate((h) => h === document.activeElement),
    ).toBe(true);
    await wizard.getByLabel('Display name').fill('Wren');
    await wizard.getByLabel('Bio').fill('I grow things.');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Privacy' }).waitFor();
    const wren = await callAs<entities.UserDetailed>(baseUrl, moss, 'users/show', { username: 'wren' });
    expect([wren.name, wren.description]).toEqual(['Wren', 'I grow things.']);

    // Later: the wizard goes, and comes back at the same step on the next visit.
    await wizard.getByRole('button', { name: 'Later' }).click();
    await wizard.waitFor({ state: 'detached' });
    await page.reload();
    await wizard.getByRole('heading', { name: 'Privacy' }).waitFor({ timeout: 20_000 });

    // On to the end (moss, who is on the server, is suggested on the way).
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Find people to follow' }).waitFor();
    await wizard.getByRole('listitem').filter({ hasText: '@moss' }).getByRole('button', { name: 'Follow' }).click();
    // As every follow button: a yes first, since "Ask before following someone" is on.
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Follow moss?' })
      .getByRole('button', { name: 'OK', exact: true })
      .click();
    await wizard.getByRole('button', { name: 'Following' }).waitFor();
    const follows = await callAs<entities.UserDetailed>(baseUrl, moss, 'users/show', { username: 'wren' });
    expect(follows.followingCount).toBe(1);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
    // Push for this device is offered here as in Settings > Notifications (this browser has none
    // without a service worker, and says so).
    await wizard.getByRole('heading', { name: 'Push notifications' }).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'All set' }).waitFor();
    await wizard.getByRole('button', { name: 'Done' }).click();
    await wizard.waitFor({ state: 'detached' });

    await page.reload();
    await settled(page);
    expect(await wizardOf(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('never shows the wizard to an account signed in, and teaches the tutorial from the about menu', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'moss', 'test-password');
    await settled(page);
    expect(await wizardOf(page).count()).toBe(0);

    const aboutMenu = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'About' });
    await aboutMenu.click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem', { name: 'Docs' }).getAttribute('href')).toBe(
      'https://misskey-hub.net/docs/for-users/',
    );
    await menu.getByRole('menuitem', { name: 'Tutorial' }).click();

    const tutorial = page.getByRole('dialog', { name: 'Tutorial' });
    await tutorial.getByRole('heading', { name: 'How things work here' }).waitFor();
    // By keyboard: Tab to Next, Enter, step after step.
    const titles = ['Post a note', 'The timelines', 'Reactions', 'Who sees a note', 'Sensitive media', 'You’re ready'];
    for (const title of titles) {
      await tutorial.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await tutorial.getByRole('heading', { name: title }).waitFor();
    }
    await tutorial.getByRole('button', { name: 'Finish' }).click();
    await tutorial.waitFor({ state: 'detached' });

    await page
      .getByRole('region', { name: 'New notifications' })
      .getByRole('article', { name: 'Achievement earned: Graduate' })
      .waitFor({ timeout: 15_000 });
    const me = await callAs<entities.MeDetailed>(baseUrl, moss, 'i', {});
    expect(me.achievements.map((a) => a.name)).toContain('tutorialCompleted');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
