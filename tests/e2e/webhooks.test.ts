import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { type LocalServer, serveLocally } from '../support/local-server';
import { openPage } from '../support/open-page';
import { createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let hana: TestAccount;
let receiver: LocalServer;
let receiverUrl: string;
const received: { secret: string | undefined; type: string; text?: string }[] = [];

beforeAll(async () => {
  await resetInstance(baseUrl);
  hana = await createAccount(baseUrl, 'hana', 'hana-pass');
  receiver = await serveLocally((request, response) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(data) as { type: string; body: { note?: { text?: string } } };
      received.push({
        secret: request.headers['x-misskey-hook-secret'] as string | undefined,
        type: body.type,
        text: body.body.note?.text,
      });
      response.writeHead(200).end();
    });
  });
  receiverUrl = `${receiver.url}/hook`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
});

describe('webhooks', () => {
  it('creates a webhook from Settings after signing in, which the server then really sends; tries, edits and deletes it', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'hana', 'hana-pass');
    await page.getByRole('button', { name: 'Account menu: @hana' }).first().waitFor();
    await page.goto(`${baseUrl}/settings/webhooks`);
    const section = page.getByRole('main').getByRole('region', { name: 'Webhooks' });
    await section.getByRole('link', { name: 'New webhook' }).click();
    await page.waitForURL(/\/settings\/webhook\/new$/);
    const form = section.getByRole('form', { name: 'New webhook' });
    await form.getByLabel('Name').fill('my bot');
    // A URL that is not http(s) is named before anything is sent, and the rest stays.
    await form.getByLabel('URL to send to').fill('ftp://example.com/');
    await form.getByRole('button', { name: 'New webhook' }).click();
    await form.getByText('Give an http or https address.').waitFor();
    await form.getByLabel('URL to send to').fill(receiverUrl);
    await form.getByLabel('Secret').fill('shh');
    await form.getByRole('checkbox', { name: 'Someone follows you' }).check();
    await form.getByRole('button', { name: 'New webhook' }).click();
    await page.getByText('my bot was created.').waitFor();

    await postNote(baseUrl, hana, { text: 'sent onwards' });
    await expect.poll(() => received.find((r) => r.type === 'note')?.text).toBe('sent onwards');
    expect(received[0]?.secret).toBe('shh');

    const list = section.getByRole('list', { name: 'Webhooks' });
    await list.getByRole('button', { name: 'Try my bot' }).click();
    await page.getByRole('menuitem', { name: 'Someone follows you' }).click();
    await expect.poll(() => received.some((r) => r.type === 'followed')).toBe(true);
    await page.reload();
    await list.getByText(/answered 200/).waitFor();

    await list.getByRole('link', { name: 'Edit my bot' }).click();
    // Misskey's address of the editor, which a fresh load opens too.
    await page.waitForURL(/\/settings\/webhook\/edit\/\w+$/);
    await page.reload();
    const edit = section.getByRole('form', { name: 'Edit my bot' });
    await edit.getByRole('switch', { name: 'Active' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await list.getByText(/Paused/).waitFor();
    const before = received.length;
    await postNote(baseUrl, hana, { text: 'not while paused' });

    await list.getByRole('button', { name: 'Delete my bot' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await section.getByText('You have no webhooks yet.').waitFor();
    expect(received.length).toBe(before);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
