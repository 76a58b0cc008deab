import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { guardPage } from '../support/page-guard';
import { createAccount, resetInstance, signInContext, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

// Issue 36 part 12 (spec 001 section 2): the phone's swipes, compact header, timeline tutorials,
// bottom bar and deck.
const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: TestAccount;
let pat: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  admin = await createAccount(baseUrl, 'phoneadmin');
  pat = await createAccount(baseUrl, 'pat');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone: a narrow window with a touch screen. */
const phoneContext = (width = 390): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width, height: 844 }, hasTouch: true });

/** A finger put down at (x, y), moved by (dx, dy) in steps, and lifted, through Chromium's touch input. */
async function swipe(page: Page, x: number, y: number, dx: number, dy: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The middle of an element, where a swipe over it starts. */
async function middleOf(page: Page, locator: ReturnType<Page['locator']>): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  return { x: (page.viewportSize()?.width ?? 390) / 2, y: box.y + box.height / 2 };
}

const selected = (page: Page, name: string) =>
  page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected');

describe('on a phone', () => {
  it("swipes between a page's tabs, not for short or vertical movements, and explains each timeline once", async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    const guard = guardPage(page);
    await page.goto(`${baseUrl}/`);
    await signInThroughForm(page, 'pat', 'test-password');
    await page.getByRole('tab', { name: 'Home', exact: true }).waitFor();
    expect(await selected(page, 'Home')).toBe('true');

    // The home timeline's explanation, above it.
    const homeNote = page.getByRole('note').filter({ hasText: 'Home shows your own notes' });
    await homeNote.waitFor();
    const start = await middleOf(page, homeNote);

    // A short swipe (under 70 px) and a mostly vertical one leave the tab as it is.
    await swipe(page, start.x + 60, start.y, -50, 0);
    await swipe(page, start.x + 60, start.y, -120, 110);
    await page.waitForTimeout(300);
    expect(await selected(page, 'Home')).toBe('true');

    // The finger moving toward the start brings the next tab; back the other way.
    await swipe(page, start.x + 80, start.y, -160, 10);
    await expect.poll(() => selected(page, 'Local')).toBe('true');
    const localNote = page.getByRole('note').filter({ hasText: 'Local shows the public notes' });
    await localNote.waitFor();
    const again = await middleOf(page, localNote);
    await swipe(page, again.x - 80, again.y, 160, -10);
    await expect.poll(() => selected(page, 'Home')).toBe('true');

    // Dismissed, the home explanation stays away after a reload; the local one is still there.
    await homeNote.getByRole('button', { name: 'Hide this explanation' }).click();
    await homeNote.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('tab', { name: 'Home', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Local', exact: true }).click();
    await localNote.waitFor();
    await page.getByRole('tab', { name: 'Home', exact: true }).click();
    await expect.poll(() => selected(page, 'Home')).toBe('true');
    await localNote.waitFor({ state: 'detached' });
    expect(await homeNote.count()).toBe(0);
    expect(guard.problems).toEqual([]);
    await context.close();
  });

  it('draws the page header compact below 500 px, its tabs still chosen by keyboard', async () => {
    const sizes: Record<number, number> = {};
    for (const width of [390, 600]) {
      const context = await phoneContext(width);
      await signInContext(context, baseUrl, pat);
      const page = await context.newPage();
      const guard = guardPage(page);
      await page.goto(`${baseUrl}/gallery`);
      const title = page.getByRole('heading', { level: 1, name: 'Gallery' });
      await title.waitFor();
      await page.getByRole('navigation', { name: 'Navigation bar' }).waitFor();
      sizes[width] = await title.evaluate((h1) => Number.parseFloat(getComputedStyle(h1).fontSize));
      if (width === 390) {
        const popular = page.getByRole('tab', { name: 'Popular', exact: true });
        await popular.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => popular.getAttribute('aria-selected')).toBe('true');
      }
      expect(guard.problems).toEqual([]);
      await context.close();
    }
    expect(sizes[390]).toBeLessThan(sizes[600] as number);
  });

  it('has settings on the bottom bar, and the control panel there for administrators only', async () => {
    for (const [account, staff] of [
      [pat, false],
      [admin, true],
    ] as const) {
      const context = await phoneContext();
      await signInContext(context, baseUrl, account);
      const page = await context.newPage();
      const guard = guardPage(page);
      await page.goto(`${baseUrl}/`);
      const bar = page.getByRole('navigation', { name: 'Navigation bar' });
      const settings = bar.getByRole('link', { name: 'Settings', exact: true });
      await settings.waitFor();
      if (staff) await bar.getByRole('link', { name: 'Control panel', exact: true }).waitFor();
      else expect(await bar.getByRole('link', { name: 'Control panel', exact: true }).count()).toBe(0);
      await settings.click();
      await page.waitForURL(/\/settings$/);
      expect(guard.problems).toEqual([]);
      await context.close();
    }
  });

  it('shows the deck one column at a time, moved with buttons and swipes', async () => {
    const context = await phoneContext();
    await signInContext(context, baseUrl, pat);
    const page = await context.newPage();
    const guard = guardPage(page);
    await page.goto(`${baseUrl}/?ui=deck`);
    // The page column, then the starting profile's home timeline and notifications: one at a time.
    const pageColumn = page.getByRole('region', { name: 'Page', exact: true });
    const timeline = page
      .getByRole('region', { name: 'Timeline', exact: true })
      .filter({ has: page.getByRole('button', { name: 'Timeline column menu' }) });
    const notifications = page.getByRole('region', { name: 'Notifications', exact: true });
    const next = page.getByRole('button', { name: 'Next column' });
    await pageColumn.waitFor();
    expect(await page.getByRole('button', { name: 'Previous column' }).isDisabled()).toBe(true);
    expect(await timeline.isVisible()).toBe(false);

    await next.click();
    await timeline.waitFor();
    expect(await pageColumn.isVisible()).toBe(false);
    expect(await notifications.isVisible()).toBe(false);
    expect(await timeline.evaluate((column) => column.getBoundingClientRect().width)).toBeGreaterThan(300);

    // The finger moving toward the start of the line brings the next column, and back.
    const start = await middleOf(page, timeline);
    await swipe(page, start.x + 80, start.y, -160, 0);
    await notifications.waitFor();
    expect(await timeline.isVisible()).toBe(false);
    expect(await next.isDisabled()).toBe(true);
    await swipe(page, start.x - 80, start.y, 160, 0);
    await timeline.waitFor();
    // A short swipe stays.
    await swipe(page, start.x + 40, start.y, -40, 0);
    await page.waitForTimeout(300);
    expect(await timeline.isVisible()).toBe(true);
    expect(guard.problems).toEqual([]);
    await context.close();
  });
});
