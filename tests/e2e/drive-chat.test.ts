import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let gwen: TestAccount;
let hal: TestAccount;

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  await resetInstance(baseUrl);
  await createAccount(baseUrl, 'root');
  gwen = await createAccount(baseUrl, 'gwen');
  hal = await createAccount(baseUrl, 'hal');
  await callAs(baseUrl, hal, 'i/update', { chatScope: 'everyone' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("a drive file's chat messages", () => {
  it('lists the chat messages a file was sent with on its page, page by page, each leading to its conversation', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'gwen', 'test-password');
    await page.getByRole('button', { name: 'Account menu: @gwen' }).first().waitFor();

    // gwen sends hal a picture in chat.
    await page.goto(`${baseUrl}/chat/user/${hal.id}`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach a file' }).click();
    await page.getByRole('menuitem', { name: 'Upload without compression' }).click();
    await (await chooser).setFiles({ name: 'floor-plan.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Remove floor-plan.png' }).waitFor();
    await page.getByRole('textbox', { name: 'Message hal' }).fill('Here is the floor plan');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('feed', { name: 'Messages' }).getByText('Here is the floor plan').waitFor();
    const [file] = await callAs<entities.DriveFile[]>(baseUrl, gwen, 'drive/files', {});
    expect(file?.name).toBe('floor-plan.png');
    // Ten more sendings of it, so the first one is on the second page.
    for (let i = 1; i <= 10; i++) {
      await callAs(baseUrl, gwen, 'chat/messages/create-to-user', {
        toUserId: hal.id,
        text: `Copy number ${i}`,
        fileId: file?.id,
      });
    }

    // The file's page, reached from the drive.
    await page.goto(`${baseUrl}/my/drive`);
    await page.getByRole('button', { name: 'Open floor-plan.png' }).click();
    await page.getByRole('heading', { name: 'floor-plan.png', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Chat messages with this file', level: 2 }).waitFor();
    const feed = page.getByRole('feed', { name: 'Chat messages with this file' });
    await feed.getByText('Copy number 10').waitFor();
    // The first sending comes with the next page: from the button, by keyboard, or by scrolling to it.
    await expect
      .poll(
        async () => {
          if ((await feed.getByText('Here is the floor plan').count()) > 0) return true;
          const more = page.getByRole('button', { name: 'Load more' });
          if ((await more.count()) > 0 && (await more.isEnabled())) {
            await more.focus();
            await page.keyboard.press('Enter');
          } else {
            await page.mouse.wheel(0, 5_000);
          }
          return false;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await feed.getByRole('article', { name: 'Message from gwen' }).first().waitFor();

    // Each message leads to its conversation, by keyboard too.
    const open = page.getByRole('link', { name: 'Open the conversation with hal' }).last();
    await open.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/chat/user/${hal.id}`);
    await page.getByRole('feed', { name: 'Messages' }).getByText('Copy number 10').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
