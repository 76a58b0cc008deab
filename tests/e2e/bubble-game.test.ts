import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let ana: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  await createAccount(baseUrl, 'zoe');
  ana = await createAccount(baseUrl, 'ana');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('bubble game', () => {
  it('ana plays from the games list by keyboard until the box overflows; her score is her best and ranks', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'ana', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.goto(`${baseUrl}/games`);
    await page.getByRole('link', { name: /Bubble game Drop faces/ }).click();
    await page.getByRole('heading', { name: 'Bubble game', level: 1 }).waitFor();
    await page.getByText('Nobody has played this mode this week.').waitFor();
    await page.getByRole('combobox', { name: 'Mode' }).selectOption({ label: 'Tiles' });
    await page.getByRole('button', { name: 'Start' }).click();

    // Drops by keyboard into the middle until the pile passes the line.
    const area = page.getByRole('application', { name: /Play area/ });
    await area.focus();
    const over = page.getByRole('heading', { name: 'Game over' });
    for (let i = 0; i < 150 && !(await over.isVisible()); i++) {
      await page.keyboard.press(i % 3 === 0 ? 'ArrowLeft' : 'ArrowRight');
      await page.keyboard.press('Space');
      await page.waitForTimeout(520);
    }
    await over.waitFor();
    const final = (await page.getByText(/^You scored/).textContent()) ?? '';
    const score = Number(final.replace(/[^\d]/g, ''));
    expect(score).toBeGreaterThan(0);
    await page.getByText('A new best!').waitFor();

    // Recorded where Misskey keeps it and on the server's weekly ranking.
    await expect
      .poll(() => callAs(baseUrl, ana, 'i/registry/get', { scope: ['dropAndFusionGame'], key: 'highScore:square' }))
      .toBe(score);
    const ranking = page.getByRole('list', { name: "This week's best" });
    await ranking.getByText('ana').waitFor();
    await ranking.getByText(score.toLocaleString('en-US')).waitFor();
    await page.getByText(`Best: ${score.toLocaleString('en-US')}`).waitFor();

    // Play again starts a fresh game.
    await page.getByRole('button', { name: 'Play again' }).click();
    await expect.poll(() => over.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Drop' }).click();
    expect(problems).toEqual([]);
  }, 150_000);
});
