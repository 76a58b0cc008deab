import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { type LocalServer, serveLocally } from '../support/local-server';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let zoe: TestAccount;
let receiver: LocalServer;
/** What the webhook's receiver answers: its delivery fails while this is 500. */
let answer = 500;
const received: string[] = [];

beforeAll(async () => {
  await resetInstance(baseUrl);
  // zoe is the first account: the administrator.
  zoe = await createAccount(baseUrl, 'zoe');
  receiver = await serveLocally((request, response) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => {
      received.push(data);
      response.writeHead(answer).end();
    });
  });
  await callAs(baseUrl, zoe, 'i/webhooks/create', {
    name: 'bot',
    url: `${receiver.url}/hook`,
    secret: 'shh',
    on: ['note'],
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
});

describe('the job queues', () => {
  it('zoe finds a failed webhook delivery in its queue, reads why, runs it now so it goes through, then removes it', async () => {
    await postNote(baseUrl, zoe, { text: 'for the bot' });
    await expect.poll(() => received.length).toBe(1);

    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'zoe', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Control panel' }).click();
    await page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: 'Job queue', exact: true }).click();
    await page.waitForURL(/\/admin\/job-queue$/);

    // Every one of Misskey's queues, with its counts: the delivery waits for its next try.
    const queues = page.getByRole('table', { name: 'Job queues' });
    const row = queues.getByRole('row', { name: /userWebhookDeliver/ });
    await expect.poll(() => row.getByRole('cell').allTextContents()).toEqual(['0', '0', '1', '0', '0']);
    await queues.getByRole('row', { name: /systemWebhookDeliver/ }).waitFor();
    await row.getByRole('button', { name: 'userWebhookDeliver' }).click();

    const jobs = page.getByRole('region', { name: 'Jobs: userWebhookDeliver' });
    await jobs.getByRole('tablist', { name: 'Job states' }).getByRole('tab', { name: 'Delayed' }).click();
    const list = jobs.getByRole('list', { name: 'Jobs of userWebhookDeliver' });
    const job = list.getByRole('listitem', { name: /^Job #1: / });
    await job.getByText('Delayed', { exact: true }).waitFor();
    await job.getByRole('button', { name: /^Job #1: / }).click();
    await job.getByText(/^500 from http:\/\/127\.0\.0\.1:\d+\/hook$/).waitFor();
    await job.getByText('1 of 4').waitFor();
    // The data, as text: what is sent, without the secret.
    const data = await job.locator('pre').first().textContent();
    expect(data).toContain('for the bot');
    expect(data).not.toContain('shh');

    // Run now, confirmed: the receiver takes it this time.
    answer = 204;
    await job.getByRole('button', { name: 'Run now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(() => received.length).toBe(2);
    await jobs.getByRole('tab', { name: 'Latest' }).click();
    await job.getByText('Done', { exact: true }).waitFor();
    await job.getByRole('button', { name: /^Job #1: / }).click();
    await job.getByText('2 of 4').waitFor();

    // Removed, confirmed: gone from the list and the counts.
    await job.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await jobs.getByText('No jobs here.').waitFor();
    await expect.poll(() => row.getByRole('cell').allTextContents()).toEqual(['0', '0', '0', '0', '0']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
