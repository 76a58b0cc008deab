import type { entities } from 'misskey-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let ana: TestAccount;
let ben: TestAccount;

const status = (page: Page) => page.getByRole('status').filter({ hasText: /turn|won|draw|gave up|time/i });
const board = (page: Page) => page.getByRole('group', { name: 'Board' });

beforeAll(async () => {
  await resetInstance(baseUrl);
  await createAccount(baseUrl, 'zoe');
  ana = await createAccount(baseUrl, 'ana');
  ben = await createAccount(baseUrl, 'ben');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Plays the first cell offered on whichever page's turn it is, until the game is over. */
async function playToTheEnd(pages: Page[]): Promise<number> {
  let moves = 0;
  for (;;) {
    const texts = await Promise.all(pages.map((p) => status(p).textContent()));
    if (texts.some((text) => /won|draw/i.test(text ?? ''))) return moves;
    const mover = pages[texts.indexOf('Your turn')];
    if (!mover) {
      await pages[0]?.waitForTimeout(100);
      continue;
    }
    const before = await status(mover).textContent();
    const cell = board(mover).getByRole('button', { disabled: false }).first();
    await cell.click();
    moves++;
    await expect.poll(() => status(mover).textContent()).not.toBe(before);
  }
}

describe('reversi', () => {
  it('ana invites ben from the games list; they agree a board, play live to the end, and the record replays', async () => {
    const a = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(a.page, 'ana', 'test-password');
    await a.page.getByRole('tab', { name: 'Home' }).waitFor();
    const b = await openPage(browser, baseUrl, ben, '/reversi');
    await b.page.getByRole('heading', { name: 'Reversi', level: 1 }).waitFor();

    // /games lists reversi beside the clicker.
    await a.page.goto(`${baseUrl}/games`);
    await a.page.getByRole('link', { name: /Clicker/ }).waitFor();
    await a.page.getByRole('link', { name: /Reversi Play live against someone/ }).click();
    await a.page.getByRole('button', { name: 'Play with anyone' }).waitFor();

    // ana invites ben; he sees the invitation live and accepts it.
    await a.page.getByRole('button', { name: 'Invite someone' }).click();
    await a.page.getByRole('searchbox', { name: 'Name or @username' }).fill('ben');
    await a.page.getByRole('list', { name: 'People found' }).getByRole('button', { name: /ben/ }).click();
    await a.page.getByRole('status').getByText('Waiting for ben to accept…').waitFor();
    await b.page.getByText('ana invites you to a game.').waitFor();
    await b.page.getByRole('button', { name: 'Play ana' }).click();
    await a.page.waitForURL(/\/reversi\/g\//);
    await b.page.waitForURL(/\/reversi\/g\//);
    expect(a.page.url()).toBe(b.page.url());
    const gameId = a.page.url().split('/').at(-1) ?? '';

    // A visitor watches from the start.
    const watcher = await openPage(browser, baseUrl, null, `/reversi/g/${gameId}`);
    await watcher.page.getByRole('heading', { name: 'ana vs ben' }).waitFor();

    // ana picks the 4×4 board and black for herself; ben sees both, then both are ready.
    await a.page.getByRole('combobox', { name: 'Board' }).selectOption({ label: '4×4' });
    await a.page.getByRole('combobox', { name: 'Colours' }).selectOption({ label: 'ana plays black' });
    await expect.poll(() => b.page.getByRole('combobox', { name: 'Colours' }).inputValue()).toBe('1');
    await expect.poll(() => b.page.getByRole('combobox', { name: 'Board' }).inputValue()).toBe('fourByFour');
    await expect.poll(() => watcher.page.getByRole('combobox', { name: 'Board' }).isDisabled()).toBe(true);
    await b.page.getByRole('button', { name: "I'm ready" }).click();
    await a.page.getByRole('list', { name: 'Players' }).getByText('Ready', { exact: true }).waitFor();
    // Ready, ben can change nothing.
    await expect.poll(() => b.page.getByRole('combobox', { name: 'Board' }).isDisabled()).toBe(true);
    await a.page.getByRole('button', { name: "I'm ready" }).click();

    // The game starts on both pages; ana (black) moves first.
    await expect.poll(() => status(a.page).textContent(), { timeout: 10_000 }).toBe('Your turn');
    await expect.poll(() => status(b.page).textContent()).toBe("ana's turn");
    // Not his turn: ben's board offers nothing.
    expect(await board(b.page).getByRole('button', { disabled: false }).count()).toBe(0);

    // ana's first move by keyboard: Tab into the board, arrows to a cell she may play, Enter.
    const playable = board(a.page).getByRole('button', { disabled: false }).first();
    const target = (await playable.getAttribute('aria-label')) ?? '';
    const [, column = 'A', row = '1'] = /^([A-Z])(\d+):/.exec(target) ?? [];
    await board(a.page).getByRole('button', { name: 'A1: empty' }).focus();
    for (let i = 0; i < column.charCodeAt(0) - 65; i++) await a.page.keyboard.press('ArrowRight');
    for (let i = 1; i < Number(row); i++) await a.page.keyboard.press('ArrowDown');
    expect(await a.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(target);
    await a.page.keyboard.press('Enter');
    await expect.poll(() => status(b.page).textContent()).toBe('Your turn');
    await board(watcher.page)
      .getByRole('button', { name: /: black$/ })
      .nth(3)
      .waitFor();

    const moves = 1 + (await playToTheEnd([a.page, b.page]));
    const game = await callAs<entities.ReversiGameDetailed>(baseUrl, ana, 'reversi/show-game', { gameId });
    expect(game.isEnded).toBe(true);
    expect(game.logs).toHaveLength(moves);
    const result = game.winnerId === null ? 'A draw.' : `${game.winnerId === game.user1Id ? 'ana' : 'ben'} won.`;
    for (const page of [a.page, b.page, watcher.page]) await expect.poll(() => status(page).textContent()).toBe(result);

    // The record: step back through the moves.
    await a.page.getByRole('slider', { name: `Move ${moves} of ${moves}` }).waitFor();
    await a.page.getByRole('button', { name: 'Previous move' }).click();
    await a.page.getByRole('slider', { name: `Move ${moves - 1} of ${moves}` }).waitFor();
    await a.page.getByRole('button', { name: 'Next move' }).click();
    await a.page.getByRole('slider', { name: `Move ${moves} of ${moves}` }).waitFor();

    // ana's games list it, as does everyone's.
    await a.page.getByRole('link', { name: 'Back to Reversi' }).click();
    await a.page
      .getByRole('list', { name: 'My games' })
      .getByRole('link', { name: /ana vs ben/ })
      .waitFor();
    await watcher.page.goto(`${baseUrl}/reversi`);
    await watcher.page
      .getByRole('list', { name: "Everyone's games" })
      .getByRole('link', { name: /ana vs ben/ })
      .waitFor();
    for (const opened of [a, b, watcher]) await opened.page.context().close();
  });

  it('two people waiting for anyone are matched; one gives up', async () => {
    const a = await openPage(browser, baseUrl, ana, '/reversi');
    const b = await openPage(browser, baseUrl, ben, '/reversi');
    await a.page.getByRole('button', { name: 'Play with anyone' }).click();
    await a.page.getByRole('status').getByText('Waiting for an opponent…').waitFor();
    await b.page.getByRole('button', { name: 'Play with anyone' }).click();
    await a.page.waitForURL(/\/reversi\/g\//);
    await b.page.waitForURL(/\/reversi\/g\//);
    await a.page.getByRole('button', { name: "I'm ready" }).click();
    await b.page.getByRole('button', { name: "I'm ready" }).click();
    await b.page.getByRole('button', { name: 'Give up' }).click({ timeout: 10_000 });
    await b.page.getByRole('dialog').getByRole('button', { name: 'Give up' }).click();
    for (const page of [a.page, b.page]) {
      await expect.poll(() => status(page).textContent()).toBe('ben gave up: ana won.');
    }
    for (const opened of [a, b]) await opened.page.context().close();
  });
});
