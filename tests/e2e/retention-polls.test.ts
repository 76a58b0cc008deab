import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const HOUR = 3_600_000;
let browser: Browser;
let ivy: TestAccount;
let kai: TestAccount;
let lee: TestAccount;

/** The local midnight `days` days from today's. */
const midnight = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days).getTime();
};

beforeAll(async () => {
  await resetInstance(baseUrl);
  // ivy is the first account: the administrator.
  ivy = await createAccount(baseUrl, 'ivy');
  kai = await createAccount(baseUrl, 'kai');
  lee = await createAccount(baseUrl, 'lee');
  // As if the server had run three days: ivy opened it then, kai and lee came the day after, and
  // kai came back yesterday.
  const db = new Database(join(dataDir, 'tessera.db'));
  db.pragma('busy_timeout = 5000');
  const openedAt = db.prepare('UPDATE users SET created_at = ? WHERE id = ?');
  openedAt.run(midnight(-3) + HOUR, ivy.id);
  openedAt.run(midnight(-2) + HOUR, kai.id);
  openedAt.run(midnight(-2) + 2 * HOUR, lee.id);
  db.prepare('INSERT OR IGNORE INTO active_user_hours (hour, user_id) VALUES (?, ?)').run(midnight(-1) + HOUR, kai.id);
  db.close();
  await postNote(baseUrl, lee, { text: 'Tea or coffee?', poll: { choices: ['tea', 'coffee'] } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('retention and polls to answer', () => {
  it('shows the control panel’s retention table, then the polls waiting for a vote on explore', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'ivy', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Retention', level: 2 }).waitFor();
    const table = page.getByRole('table', {
      name: 'Accounts opened each day, and how many of them used the server again on each day after',
    });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Opened on',
      'New accounts',
      ...[1, 2, 3, 4, 5, 6, 7].map((d) => `Day ${d}`),
    ]);
    const day = (at: number) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(at);
    const row = (at: number) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: day(at) }) });
    // Newest first: yesterday nobody came; the day before, kai and lee, of whom kai came back.
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      day(midnight(-1)),
      day(midnight(-2)),
      day(midnight(-3)),
    ]);
    expect(await row(midnight(-1)).getByRole('cell').allTextContents()).toEqual([
      '0',
      '–',
      '–',
      '–',
      '–',
      '–',
      '–',
      '–',
    ]);
    expect(await row(midnight(-2)).getByRole('cell').allTextContents()).toEqual([
      '2',
      '1 · 50%',
      '–',
      '–',
      '–',
      '–',
      '–',
      '–',
    ]);
    expect(await row(midnight(-3)).getByRole('cell').allTextContents()).toEqual([
      '1',
      '0 · 0%',
      '0 · 0%',
      '–',
      '–',
      '–',
      '–',
      '–',
    ]);

    // Explore's featured polls: lee's, until ivy has voted in it.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Explore' }).click();
    await page.getByRole('tablist', { name: 'Notes or polls' }).getByRole('tab', { name: 'Polls' }).click();
    const polls = page.getByRole('feed', { name: 'Polls' });
    const note = polls.getByRole('article', { name: 'Note by lee' });
    await note.getByText('Tea or coffee?').waitFor();
    await note.getByRole('button', { name: /coffee/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await note.getByText('1 vote in all').waitFor();
    await page.getByRole('tab', { name: 'Notes', exact: true }).click();
    await page.getByRole('tab', { name: 'Polls' }).click();
    await page.getByText('No polls are waiting for your vote.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
