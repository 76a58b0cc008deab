import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { guardPage } from '../support/page-guard';
import { callAs, createAccount, postNote, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;

// Text that, drawn without bounds, is thousands of pixels wide or sits far outside its note.
const NESTED = '$[x4 $[x4 $[x4 $[x4 Widest]]]]';
const NOTE_TEXT = `${NESTED} $[position.x=10,y=-10 $[x4 overlay]]`;
const NOTE_CW = '$[position.x=10,y=-10 $[x4 escaping]]';
const DESCRIPTION = `${NESTED} $[position.x=10,y=10 $[x4 faraway]]`;

beforeAll(async () => {
  await resetInstance(baseUrl);
  await createAccount(baseUrl, 'alice', 'alice-pass');
  const bob = await createAccount(baseUrl, 'bob');
  await callAs(baseUrl, bob, 'i/update', { name: `Bob ${'W'.repeat(45)}`, description: DESCRIPTION });
  await postNote(baseUrl, bob, { text: 'hidden words', cw: NOTE_CW });
  await postNote(baseUrl, bob, { text: NOTE_TEXT });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** How wide the page can be scrolled, and how wide the window is. */
const widths = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));

/**
 * Where an element can be seen: its box cut by every ancestor that clips, or null when nothing of
 * it shows. A box outside `within` shows there.
 */
async function seenOutside(element: Locator, within: Locator): Promise<string | null> {
  const bounds = await within.boundingBox();
  if (!bounds) throw new Error('the box to stay in is not drawn');
  return element.evaluate((el, box) => {
    const r = el.getBoundingClientRect();
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      const clip = a.getBoundingClientRect();
      if (style.overflowX !== 'visible') [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
      if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
    }
    if (right <= left || bottom <= top) return null; // clipped away entirely
    const inside =
      left >= box.x - 1 && right <= box.x + box.width + 1 && top >= box.y - 1 && bottom <= box.y + box.height + 1;
    return inside ? null : `seen at ${[left, top, right, bottom].map(Math.round).join(',')}`;
  }, bounds);
}

describe('MFM stays in its box', () => {
  it('big and moved text in notes and a profile neither widens the page nor leaves its note', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { problems } = guardPage(page);
    await page.goto(`${baseUrl}/`);
    await signInThroughForm(page, 'alice', 'alice-pass');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: /Account menu/ })
      .waitFor();
    await page.goto(`${baseUrl}/@bob`);
    const header = page.getByRole('region', { name: /^Profile of Bob/ });
    await header.getByText('faraway').waitFor();
    const notes = page.getByRole('feed', { name: 'Notes' });
    const note = notes.getByRole('article').filter({ hasText: 'overlay' });
    const warned = notes.getByRole('article').filter({ hasText: 'escaping' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await header.getByText('faraway').waitFor();
      const shown = await widths(page);
      expect(shown.scroll, `page width at ${width} px`).toBeLessThanOrEqual(shown.window);
      expect(await seenOutside(header.getByText('faraway'), header), `profile at ${width} px`).toBeNull();
      const name = header.getByRole('heading', { level: 1 });
      expect(await seenOutside(name, header), `profile name at ${width} px`).toBeNull();
      expect(await name.evaluate((h) => h.scrollWidth <= h.clientWidth), `name fits at ${width} px`).toBe(true);
      // The notes come after the (tall) description.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await note.getByText('overlay').waitFor();
      await warned.getByText('escaping').waitFor();
      expect((await widths(page)).scroll, `page width by the notes at ${width} px`).toBeLessThanOrEqual(width);
      expect(await seenOutside(note.getByText('overlay'), note), `note overlay at ${width} px`).toBeNull();
      expect(await seenOutside(warned.getByText('escaping'), warned), `warning at ${width} px`).toBeNull();
      // A name of one long word stays in its note too.
      expect(await seenOutside(note.getByRole('link', { name: /^Bob W/ }), note), `name at ${width} px`).toBeNull();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
