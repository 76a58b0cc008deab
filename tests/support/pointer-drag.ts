import type { Locator, Page } from 'playwright-core';

/**
 * Drags one element onto another as a person's hand does: pressed on the source, moved a little
 * so the drag starts, then carried to the target's centre in several steps and released there.
 *
 * Playwright's `dragTo` jumps to the target in one move, so the page gets a single dragover, sent
 * right after dragstart. SortableJS joins a drag only in the task after dragstart (a timeout), and
 * Chromium runs input before timers when it is busy: under load that one dragover came first and
 * was ignored, and the drop changed nothing. A person's drag has many dragovers over some time;
 * so does this.
 */
export async function dragByPointer(page: Page, source: Locator, target: Locator, steps = 10): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const from = await centreOf(source);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 4, { steps: 2 });
  await settle(page);
  const to = await centreOf(target);
  await page.mouse.move(to.x, to.y, { steps });
  // And rests on the target before letting go, as a hand does, so the page's reaction to the
  // last moves (a list's animation) has run before the drop.
  for (const dy of [1, 0]) {
    await settle(page);
    await page.mouse.move(to.x, to.y + dy);
  }
  await page.mouse.up();
}

async function centreOf(element: Locator): Promise<{ x: number; y: number }> {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element} is not on the screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Lets the page run the tasks it queued so far (a hand's moment between two moves). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
