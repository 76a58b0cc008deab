import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let tao: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  tao = await createAccount(baseUrl, 'tao');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('tools', () => {
  it('calls endpoints from the API console, with and without credentials, and shows their errors', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'tao', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'About' }).click();
    await page.getByRole('menuitem', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'API console' }).click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'API console', level: 1 }).waitFor();

    const endpoint = main.getByRole('combobox', { name: 'Endpoint' });
    const params = main.getByRole('textbox', { name: 'Parameters (JSON5)' });
    await endpoint.fill('i');
    await main.getByRole('button', { name: 'Send' }).click();
    const answer = main.getByRole('region', { name: 'Answer' });
    await answer.getByText('"username": "tao"').waitFor();
    await answer.getByText(/in \d+ ms/).waitFor();

    // A known endpoint fills in its parameters; a wrong value gets the server's error.
    await endpoint.fill('notes/show');
    await expect.poll(() => params.inputValue()).toContain('noteId');
    await params.fill("{ noteId: 'nothing-here' }");
    await main.getByRole('button', { name: 'Send' }).click();
    await answer.getByRole('heading', { name: /Error/ }).waitFor();
    await answer.getByText('NO_SUCH_NOTE', { exact: false }).waitFor();

    await endpoint.fill('i');
    await params.fill('{}');
    await main.getByRole('checkbox', { name: 'With my credentials' }).uncheck();
    await main.getByRole('button', { name: 'Send' }).click();
    await answer.getByText('CREDENTIAL_REQUIRED', { exact: false }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows, edits and deletes a registry value, previews MFM, and redirects from /redirect-test', async () => {
    await callAs(baseUrl, tao, 'i/registry/set', {
      scope: ['client', 'test'],
      key: 'greeting',
      value: { hello: 'world' },
    });
    const { page, problems } = await openPage(browser, baseUrl, tao, '/registry');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Registry', level: 1 }).waitFor();
    await main.getByRole('link', { name: 'client / test' }).click();
    await main.getByRole('list', { name: 'Keys' }).getByRole('link', { name: 'greeting' }).click();
    const value = main.getByRole('textbox', { name: 'Value (JSON5)' });
    await expect.poll(() => value.inputValue()).toContain("hello: 'world'");
    await value.fill("{ hello: 'there', count: 2 }");
    await main.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => callAs(baseUrl, tao, 'i/registry/get', { scope: ['client', 'test'], key: 'greeting' }))
      .toEqual({ hello: 'there', count: 2 });
    await value.fill('{ not json');
    await main.getByRole('button', { name: 'Save' }).click();
    await main.getByRole('alert').getByText('The value is not valid JSON5').waitFor();
    await main.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await main.getByText('No keys in this scope.').waitFor();

    await page.goto(`${baseUrl}/preview`);
    await main.getByRole('textbox', { name: 'Text' }).fill('plain and **bold**');
    await main.getByRole('region', { name: 'Preview' }).getByText('bold', { exact: true }).waitFor();

    await page.goto(`${baseUrl}/redirect-test`);
    await page.waitForURL(`${baseUrl}/@tao`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the theme editor', () => {
  it('makes a theme from a built-in one, tries it on, saves it and gives its code', async () => {
    const { page, problems } = await openPage(browser, baseUrl, tao, '/settings/theme');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Make a theme' }).click();
    await main.getByRole('heading', { name: 'Theme editor', level: 1 }).waitFor();
    await main.getByLabel('Start from').selectOption({ label: 'Coffee' });
    await expect.poll(() => main.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Coffee (mine)');
    const props = main.getByRole('list', { name: 'Properties' });
    await props.getByRole('textbox', { name: 'accent', exact: true }).fill('#112233');
    await main.getByRole('button', { name: 'Preview' }).click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()))
      .toMatch(/#112233|rgb\(17, 34, 51\)/);
    await expect
      .poll(() => main.getByRole('textbox', { name: 'Theme code (JSON5)' }).inputValue())
      .toContain("accent: '#112233'");
    await main.getByRole('button', { name: 'Save among my themes' }).click();
    await page.goto(`${baseUrl}/settings/theme`);
    await main.getByRole('list', { name: 'Installed themes' }).getByText('Coffee (mine)').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('games', () => {
  it('bakes cookies in the clicker, earning the achievement, and keeps the count in the registry', async () => {
    const { page, problems } = await openPage(browser, baseUrl, tao, '/games');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Games', level: 1 }).waitFor();
    await main.getByRole('link', { name: /Clicker/ }).click();
    const cookie = main.getByRole('button', { name: 'Bake a cookie' });
    for (let i = 0; i < 5; i++) await cookie.click();
    await main.getByText('5 cookies').waitFor();
    await expect
      .poll(async () =>
        (await callAs<{ name: string }[]>(baseUrl, tao, 'users/achievements', { userId: tao.id })).map((a) => a.name),
      )
      .toContain('cookieClicked');
    // Leaving the page saves at once.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Timeline' }).click();
    await expect
      .poll(async () =>
        callAs<{ cookies: number }>(baseUrl, tao, 'i/registry/get', { scope: ['clickerGame'], key: 'saveData' }),
      )
      .toMatchObject({ gameVersion: 2, cookies: 5, clicked: 5 });
    await page.goto(`${baseUrl}/clicker`);
    await main.getByText('5 cookies').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('avatar decorations', () => {
  it('lets an administrator add, change and delete a decoration, and no one else', async () => {
    const png = await (await import('sharp'))
      .default({ create: { width: 32, height: 32, channels: 4, background: '#fc0a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('i', tao.token);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'halo.png');
    await fetch(`${baseUrl}/api/drive/files/create`, { method: 'POST', body: form });

    const { page, problems } = await openPage(browser, baseUrl, tao, '/');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'About' }).click();
    await page.getByRole('menuitem', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Avatar decorations' }).click();
    const main = page.getByRole('main');
    await main.getByText('No decorations yet.').waitFor();
    await main.getByRole('button', { name: 'Add a decoration' }).click();
    await main.getByRole('textbox', { name: 'Name' }).fill('Halo');
    await main.getByRole('textbox', { name: 'Description' }).fill('A golden ring');
    await main.getByRole('button', { name: 'Choose an image from the drive' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the drive' });
    await picker.getByRole('button', { name: 'halo.png' }).first().click();
    await picker.getByRole('button', { name: 'Choose (1)' }).click();
    await expect.poll(() => main.getByRole('textbox', { name: 'Image address' }).inputValue()).toContain('/files/');
    await main.getByRole('button', { name: 'Save' }).click();
    const row = main.getByRole('listitem', { name: 'Halo' });
    await row.getByText('A golden ring').waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    await main.getByRole('textbox', { name: 'Name' }).fill('Golden halo');
    await main.getByRole('button', { name: 'Save' }).click();
    const renamed = main.getByRole('listitem', { name: 'Golden halo' });
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await main.getByText('No decorations yet.').waitFor();
    await page.context().close();

    const someone = await createAccount(baseUrl, 'uma');
    const other = await openPage(browser, baseUrl, someone, '/avatar-decorations');
    await other.page.getByRole('main').getByText('Your role does not let you manage avatar decorations.').waitFor();
    expect(problems).toEqual([]);
    await other.page.context().close();
  });
});

describe('the custom emoji manager', () => {
  it('lets an administrator add an emoji from the drive, describe it and delete it', async () => {
    const png = await (await import('sharp'))
      .default({ create: { width: 32, height: 32, channels: 4, background: '#0cfa' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('i', tao.token);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'party-blob.png');
    await fetch(`${baseUrl}/api/drive/files/create`, { method: 'POST', body: form });

    const { page, problems } = await openPage(browser, baseUrl, tao, '/custom-emojis-manager');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Custom emoji', level: 1 }).waitFor();
    await main.getByRole('button', { name: 'Add from the drive' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the drive' });
    await picker.getByRole('button', { name: 'party-blob.png' }).first().click();
    await picker.getByRole('button', { name: 'Choose (1)' }).click();
    const naming = page.getByRole('dialog');
    await expect.poll(() => naming.getByRole('textbox').inputValue()).toBe('party_blob');
    await naming.getByRole('button', { name: 'OK' }).click();
    const row = main.getByRole('listitem', { name: ':party_blob:' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await row.getByRole('textbox', { name: 'Category' }).fill('Blobs');
    await row.getByRole('textbox', { name: 'Aliases (separated by spaces)' }).fill('party dance');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Blobs · party, dance').waitFor();
    await expect
      .poll(async () => (await callAs<{ category: string }>(baseUrl, tao, 'emoji', { name: 'party_blob' })).category)
      .toBe('Blobs');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await row.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('edits many emoji at once in the grid: filtered, changed in place with the keyboard, saved together, deleted', async () => {
    const png = await (await import('sharp'))
      .default({ create: { width: 16, height: 16, channels: 4, background: '#f80a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('i', tao.token);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'grid.png');
    const file = (await (await fetch(`${baseUrl}/api/drive/files/create`, { method: 'POST', body: form })).json()) as {
      id: string;
    };
    for (const name of ['cell_one', 'cell_two', 'cell_three']) {
      await callAs(baseUrl, tao, 'admin/emoji/add', { name, fileId: file.id });
    }
    const { page, problems } = await openPage(browser, baseUrl, tao, '/admin');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: /Custom emoji \(grid\)/ }).click();
    await main.getByRole('heading', { name: 'Custom emoji (grid)', level: 1 }).waitFor();
    const filter = main.getByRole('form', { name: 'Filter the emoji' });
    await filter.getByLabel('Name').fill('cell_');
    await filter.getByRole('button', { name: 'Filter' }).click();
    const grid = main.getByRole('table', { name: 'Custom emoji (grid)' });
    await grid.getByRole('textbox', { name: 'Category of :cell_one:' }).waitFor();
    await expect.poll(() => grid.getByRole('row').count()).toBe(4);

    // Typed into one cell, then down a row (by name: cell_three) in the same column by the arrow key.
    await grid.getByRole('textbox', { name: 'Category of :cell_one:' }).fill('Cells');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('Cells');
    expect(await grid.getByRole('textbox', { name: 'Category of :cell_three:' }).inputValue()).toBe('Cells');
    // A name Misskey would not take keeps Save off until it is put right.
    const rename = grid.getByRole('textbox', { name: 'Name of :cell_two:' });
    await rename.fill('cell two');
    await main.getByText('A name may have only letters, digits and _.').waitFor();
    expect(await main.getByRole('button', { name: /Save changes/ }).isDisabled()).toBe(true);
    await rename.fill('cell_2');
    await grid.getByRole('checkbox', { name: 'Sensitive of :cell_two:' }).check();
    await main.getByRole('button', { name: 'Save changes (3)' }).click();
    await page.getByText('3 emoji saved.').waitFor();
    const stored = await callAs<{ category: string | null; isSensitive: boolean }>(baseUrl, tao, 'emoji', {
      name: 'cell_2',
    });
    expect(stored.isSensitive).toBe(true);
    const categories = await Promise.all(
      ['cell_one', 'cell_three'].map(
        async (name) => (await callAs<{ category: string | null }>(baseUrl, tao, 'emoji', { name })).category,
      ),
    );
    expect(categories).toEqual(['Cells', 'Cells']);

    await grid.getByRole('checkbox', { name: 'Choose :cell_2:' }).check();
    await main.getByRole('button', { name: 'Delete chosen (1)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await grid.getByRole('textbox', { name: 'Name of :cell_2:' }).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('registers many emoji from pictures chosen on the device and in the drive, named after their files', async () => {
    const sharp = (await import('sharp')).default;
    const picture = (colour: string) =>
      sharp({ create: { width: 24, height: 24, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const form = new FormData();
    form.append('i', tao.token);
    form.append('file', new Blob([new Uint8Array(await picture('#3a6'))], { type: 'image/png' }), 'taken-name.png');
    const inDrive = (await (
      await fetch(`${baseUrl}/api/drive/files/create`, { method: 'POST', body: form })
    ).json()) as {
      id: string;
    };
    // A name already in use: that row is refused by the server and stays.
    await callAs(baseUrl, tao, 'admin/emoji/add', { name: 'taken_name', fileId: inDrive.id });

    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'tao', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.goto(`${baseUrl}/admin/emojis2`);
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Register new' }).click();
    const chooser = page.waitForEvent('filechooser');
    await main.getByRole('button', { name: 'Choose pictures' }).click();
    await (await chooser).setFiles([
      { name: 'wave-hand.png', mimeType: 'image/png', buffer: await picture('#fc0') },
      { name: 'sun.png', mimeType: 'image/png', buffer: await picture('#f60') },
    ]);
    await main.getByRole('button', { name: 'From the drive' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the drive' });
    await picker.getByRole('button', { name: 'taken-name.png' }).first().click();
    await picker.getByRole('button', { name: 'Choose (1)' }).click();

    const rows = main.getByRole('table', { name: 'Emoji to register' });
    expect(await rows.getByRole('textbox', { name: 'Name of wave-hand.png' }).inputValue()).toBe('wave_hand');
    expect(await rows.getByRole('textbox', { name: 'Name of taken-name.png' }).inputValue()).toBe('taken_name');
    const forAll = main.getByRole('form', { name: 'Set for every row' });
    await forAll.getByLabel('Category').fill('Weather');
    await forAll.getByRole('button', { name: 'Set for every row' }).click();
    expect(await rows.getByRole('textbox', { name: 'Category of sun.png' }).inputValue()).toBe('Weather');
    // Two rows with one name cannot be registered until one changes.
    const sunName = rows.getByRole('textbox', { name: 'Name of sun.png' });
    await sunName.fill('wave_hand');
    await main.getByText('Two rows have the same name; each emoji needs its own.').waitFor();
    expect(await main.getByRole('button', { name: 'Register (3)' }).isDisabled()).toBe(true);
    await sunName.fill('sunny_day');
    await rows.getByRole('checkbox', { name: 'Sensitive of sun.png' }).check();
    await main.getByRole('button', { name: 'Register (3)' }).click();

    await page.getByText('2 emoji registered.').waitFor();
    await rows.getByRole('textbox', { name: 'Name of wave-hand.png' }).waitFor({ state: 'detached' });
    await rows
      .getByRole('alert')
      .getByText(/taken-name.png was not registered/)
      .waitFor();
    const sunny = await callAs<{ category: string | null; isSensitive: boolean }>(baseUrl, tao, 'emoji', {
      name: 'sunny_day',
    });
    expect(sunny).toMatchObject({ category: 'Weather', isSensitive: true });
    expect((await callAs<{ category: string | null }>(baseUrl, tao, 'emoji', { name: 'wave_hand' })).category).toBe(
      'Weather',
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
