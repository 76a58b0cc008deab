import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { type LocalServer, serveLocally } from '../support/local-server';
import { openPage } from '../support/open-page';
import { createAccount, postNote, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';
import { startTessera, type TesseraProcess } from '../support/tessera-process';

/** What the fake DeepL was asked: its Authorization header and form. */
const asked: { authorization: string | undefined; form: Record<string, string> }[] = [];
let failNext = false;
let deepl: LocalServer;
let tessera: TesseraProcess;
let browser: Browser;
let admin: TestAccount;
let yuki: TestAccount;

beforeAll(async () => {
  // A DeepL of the test's own: it answers as DeepL's /v2/translate does (456 is its quota error).
  deepl = await serveLocally((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      asked.push({
        authorization: request.headers.authorization,
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      response.setHeader('content-type', 'application/json');
      if (failNext) {
        response.statusCode = 456;
        response.end(JSON.stringify({ message: 'Quota exceeded' }));
        return;
      }
      response.end(
        JSON.stringify({ translations: [{ detected_source_language: 'JA', text: 'Good morning, **world**' }] }),
      );
    });
  });
  // A server of this test's own, whose DeepL is the fake (the shared one goes to DeepL's API).
  tessera = await startTessera([
    '--skip-build',
    '--disable-rate-limits',
    '--allow-private-network',
    '127.0.0.1/32',
    '--deepl-endpoint',
    `${deepl.url}/v2/translate`,
  ]);
  admin = await createAccount(tessera.url, 'admin');
  yuki = await createAccount(tessera.url, 'yuki');
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await tessera?.stop();
  await deepl?.close();
});

describe('note translation', () => {
  it('appears under the note once an administrator set a DeepL key in the control panel', async () => {
    const noteId = await postNote(tessera.url, admin, { text: 'おはよう、**世界**' });
    const failing = await postNote(tessera.url, admin, { text: 'こんばんは' });

    // No translator yet: the note menu has no Translate.
    const before = await openPage(browser, tessera.url, yuki, `/notes/${noteId}`);
    const unconfigured = before.page.getByRole('article', { name: 'Note by admin' }).first();
    await unconfigured.getByRole('button', { name: 'More' }).click();
    await before.page.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    expect(await before.page.getByRole('menuitem', { name: 'Translate' }).count()).toBe(0);
    expect(before.problems).toEqual([]);
    await before.page.context().close();

    // The administrator signs in and sets the key in the control panel's external services.
    const panel = await openPage(browser, tessera.url, null, '/');
    await signInThroughForm(panel.page, 'admin', 'test-password');
    await panel.page.getByRole('tab', { name: 'Home' }).waitFor();
    await panel.page.goto(`${tessera.url}/admin/external-services`);
    await panel.page.getByLabel('DeepL authentication key').fill('test-key:fx');
    await panel.page.getByRole('button', { name: 'Save' }).click();
    await panel.page.getByText('Saved.').waitFor();
    expect(panel.problems).toEqual([]);
    await panel.page.context().close();

    // Yuki translates the note from its menu: a busy line, then the text as MFM under the note's.
    const { page, problems } = await openPage(browser, tessera.url, yuki, `/notes/${noteId}`);
    const note = page.getByRole('article', { name: 'Note by admin' }).first();
    await note.getByText('おはよう、').waitFor();
    await note.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Translate' }).click();
    const translation = note.getByRole('region', { name: 'Translation' });
    await translation.getByText('Translated from Japanese').waitFor();
    await translation.locator('b', { hasText: 'world' }).waitFor();
    expect(await translation.textContent()).toContain('Good morning, world');
    // DeepL got the key in its header (never in the form), the note's text, and Yuki's language.
    expect(asked.at(-1)).toEqual({
      authorization: 'DeepL-Auth-Key test-key:fx',
      form: { text: 'おはよう、**世界**', target_lang: 'en' },
    });

    // When DeepL fails, the note says so in place.
    failNext = true;
    await page.goto(`${tessera.url}/notes/${failing}`);
    const other = page.getByRole('article', { name: 'Note by admin' }).first();
    await other.getByText('こんばんは').waitFor();
    await other.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Translate' }).click();
    await other.getByRole('alert').getByText('The translation failed.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
