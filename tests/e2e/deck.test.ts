import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount, uploadAs } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let dee: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  dee = await createAccount(baseUrl, 'dee');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the deck', () => {
  it('is chosen from the menu, arranges columns kept in the registry, and reads live over one connection', async () => {
    await callAs(baseUrl, dee, 'notes/create', { text: 'before the deck' });
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'dee', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    let sockets = 0;
    // Connections opened since the page last loaded (the deck comes with a reload).
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) sockets = 0;
    });
    page.on('websocket', () => {
      sockets++;
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Layout' }).click();
    await page.getByRole('dialog').getByRole('combobox').selectOption({ label: 'Deck' });
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();

    // After the reload: the page column, and the starting profile's home timeline and notifications.
    // The timeline column's feed; the page column shows the home timeline too, in a feed of the same name.
    const columnNotes = page
      .getByRole('region', { name: 'Timeline', exact: true })
      .filter({ has: page.getByRole('button', { name: 'Timeline column menu' }) })
      .getByRole('feed', { name: 'Home', exact: true });
    await columnNotes.getByText('before the deck').waitFor();
    await page.getByRole('region', { name: 'Notifications', exact: true }).waitFor();
    await callAs(baseUrl, dee, 'notes/create', { text: 'live in a column' });
    await columnNotes.getByText('live in a column').waitFor();

    // A widgets column, with a widget of its own.
    await page.getByRole('button', { name: 'Add a column' }).click();
    await page.getByRole('menuitem', { name: 'Widgets' }).click();
    const widgets = page.getByRole('region', { name: 'Widgets', exact: true });
    await widgets.getByRole('button', { name: 'Edit widgets' }).click();
    await widgets.getByLabel('Add a widget').selectOption({ label: 'Unix time' });
    await widgets.getByRole('button', { name: 'Done editing widgets' }).click();
    await widgets.getByRole('region', { name: 'Unix time' }).waitFor();

    // Rename the timeline, move the widgets column left of the notifications, collapse those.
    await page.getByRole('button', { name: 'Timeline column menu' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('My home');
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    const home = page.getByRole('region', { name: 'My home' });
    await home.getByRole('heading', { name: 'My home' }).waitFor();
    await widgets.getByRole('button', { name: 'Widgets column menu' }).click();
    await page.getByRole('menuitem', { name: 'Move left' }).click();
    const order = () =>
      page
        .locator('[data-deck-column]')
        .evaluateAll((columns) => columns.map((c) => c.getAttribute('aria-label')).filter((n) => n !== 'Page'));
    await expect.poll(order).toEqual(['My home', 'Widgets', 'Notifications']);
    const collapse = page.getByRole('button', { name: 'Collapse Notifications' });
    await collapse.click();
    await expect(
      page.getByRole('button', { name: 'Expand Notifications' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');

    // Alt+Right goes from one column to the next.
    await home.getByRole('button', { name: 'My home column menu' }).focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Widgets');

    // Every column and the page share one streaming connection.
    expect(sockets).toBe(1);

    // The profile is in the registry, where Misskey keeps deck profiles, and comes back on reload.
    await expect
      .poll(async () => {
        const value = await callAs<{ columns: { name: string | null; type: string }[] }>(
          baseUrl,
          dee,
          'i/registry/get',
          {
            scope: ['client', 'deck', 'profiles'],
            key: 'default',
          },
        ).catch(() => null);
        return value?.columns.map((c) => c.name ?? c.type);
      })
      .toEqual(['My home', 'notifications', 'widgets']);
    await page.reload();
    await page.getByRole('region', { name: 'My home' }).getByRole('feed').getByText('live in a column').waitFor();
    await page
      .getByRole('region', { name: 'Widgets', exact: true })
      .getByRole('region', { name: 'Unix time' })
      .waitFor();
    await page.getByRole('button', { name: 'Expand Notifications' }).waitFor();
    await expect.poll(order).toEqual(['My home', 'Widgets', 'Notifications']);

    // Mentions and direct notes, each a column, live.
    const eli = await createAccount(baseUrl, 'eli');
    for (const kind of ['Mentions', 'Direct notes']) {
      await page.getByRole('button', { name: 'Add a column' }).click();
      await page.getByRole('menuitem', { name: kind }).click();
    }
    await page.getByRole('region', { name: 'Direct notes' }).getByText('No direct notes yet.').waitFor();
    await callAs(baseUrl, eli, 'notes/create', { text: '@dee out in the open' });
    await callAs(baseUrl, eli, 'notes/create', {
      text: '@dee just between us',
      visibility: 'specified',
      visibleUserIds: [dee.id],
    });
    const mentions = page.getByRole('feed', { name: 'Mentions' });
    await mentions.getByText('out in the open').waitFor();
    await mentions.getByText('just between us').waitFor();
    const direct = page.getByRole('feed', { name: 'Direct notes' });
    await direct.getByText('just between us').waitFor();
    expect(await direct.getByText('out in the open').count()).toBe(0);

    // Another page than the root opens in the simple layout; back at the root, the default layout again.
    await page.goto(`${baseUrl}/@dee`);
    await page.getByRole('heading', { name: 'dee' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Add a column' }).count()).toBe(0);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Layout' }).click();
    await page.getByRole('dialog').getByRole('combobox').selectOption({ label: 'Default' });
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('button', { name: 'Edit widgets' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add a column' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is arranged from Settings > Deck: the navigation as a top bar, the menu at the right, a gap and a wallpaper', async () => {
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    await uploadAs(baseUrl, dee, picture, 'meadow.png', 'image/png');
    const { page, problems } = await openPage(browser, baseUrl, dee, '/settings');
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Deck' }).click();
    const section = page.getByRole('main').getByRole('region', { name: 'Deck' });
    await section.getByRole('button', { name: 'Layout', exact: true }).click();
    await page.getByRole('dialog').getByRole('combobox').selectOption({ label: 'Deck' });
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    // Reloaded into the deck; a settings page shows in the simple layout.
    await section.getByText('Layout on this device: Deck').waitFor();
    await section.getByRole('combobox', { name: 'Navigation' }).selectOption({ label: 'At the top' });
    await section.getByRole('combobox', { name: "The deck's menu" }).selectOption({ label: 'On the right' });
    await section.getByRole('spinbutton', { name: 'Gap between columns (px)' }).fill('14');
    await section.getByRole('button', { name: 'Choose from the drive' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the drive' });
    await picker.getByRole('button', { name: 'meadow.png' }).first().click();
    await picker.getByRole('button', { name: 'Choose (1)' }).click();
    await section.getByRole('img', { name: 'The wallpaper now' }).waitFor();

    await page.goto(`${baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const add = page.getByRole('button', { name: 'Add a column' });
    await add.waitFor();
    // The navigation is a bar across the top, its entries still named; the menu sits right of the columns.
    const navBox = await nav.boundingBox();
    expect(navBox && navBox.width > navBox.height && navBox.y === 0).toBe(true);
    await nav.getByRole('link', { name: 'Notifications' }).waitFor();
    const addBox = await add.boundingBox();
    const columnBox = await page.getByRole('region', { name: 'Page' }).boundingBox();
    expect(addBox && columnBox && addBox.x > columnBox.x + columnBox.width).toBe(true);
    const body = page.locator('.deck-columns');
    await expect.poll(() => body.evaluate((el) => getComputedStyle(el).columnGap)).toBe('14px');
    await expect
      .poll(() => body.evaluate((el) => getComputedStyle(el.parentElement as Element).backgroundImage))
      .toContain('/');
    await page.reload();
    await add.waitFor();
    expect((await nav.boundingBox())?.y).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('follows a list, a channel and a user in columns of their own, chosen in the column, and kept after a reload', async () => {
    const fay = await createAccount(baseUrl, 'fay');
    const list = await callAs<{ id: string }>(baseUrl, dee, 'users/lists/create', { name: 'Pals' });
    await callAs(baseUrl, dee, 'users/lists/push', { listId: list.id, userId: fay.id });
    const lobby = await callAs<{ id: string }>(baseUrl, fay, 'channels/create', { name: 'Lobby' });
    await callAs(baseUrl, dee, 'channels/follow', { channelId: lobby.id });
    const { page, problems } = await openPage(browser, baseUrl, dee, '/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Layout' }).click();
    await page.getByRole('dialog').getByRole('combobox').selectOption({ label: 'Deck' });
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();

    await page.getByRole('button', { name: 'Add a column' }).click();
    await page.getByRole('menuitem', { name: 'List', exact: true }).click();
    await page
      .getByRole('region', { name: 'List', exact: true })
      .getByRole('combobox', { name: 'List' })
      .selectOption({ label: 'Pals' });
    const pals = page.getByRole('feed', { name: 'Pals' });
    await page.getByText('Nothing here yet. Notes from the people on this list appear here.').waitFor();
    await page.getByRole('button', { name: 'Add a column' }).click();
    await page.getByRole('menuitem', { name: 'Channel', exact: true }).click();
    await page
      .getByRole('region', { name: 'Channel', exact: true })
      .getByRole('combobox', { name: 'Channel' })
      .selectOption({ label: 'Lobby' });
    const inLobby = page.getByRole('feed', { name: 'Lobby' });
    await page.getByText('No notes in this channel yet.').waitFor();

    await callAs(baseUrl, fay, 'notes/create', { text: 'hello pals' });
    await pals.getByText('hello pals').waitFor();
    await callAs(baseUrl, fay, 'notes/create', { text: 'hello lobby', channelId: lobby.id });
    await inLobby.getByText('hello lobby').waitFor();
    expect(await inLobby.getByText('hello pals').count()).toBe(0);

    // A chat column: the latest conversations, one opening its page.
    await callAs(baseUrl, dee, 'i/update', { chatScope: 'everyone' });
    await callAs(baseUrl, fay, 'chat/messages/create-to-user', { toUserId: dee.id, text: 'psst, dee' });
    await page.getByRole('button', { name: 'Add a column' }).click();
    await page.getByRole('menuitem', { name: 'Chat', exact: true }).click();
    await page.getByRole('region', { name: 'Chat', exact: true }).getByText('psst, dee').waitFor();

    // A user column: fay's notes, chosen in the column; no stream brings one user's notes, so
    // Refresh takes the newer ones.
    await page.getByRole('button', { name: 'Add a column' }).click();
    await page.getByRole('menuitem', { name: 'User', exact: true }).click();
    await page
      .getByRole('region', { name: 'User', exact: true })
      .getByRole('button', { name: 'Choose a user' })
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose a user' });
    await picker.getByRole('searchbox').fill('fay');
    await picker.getByRole('button', { name: /@fay/ }).click();
    const fayNotes = page.getByRole('feed', { name: 'Notes of @fay' });
    await fayNotes.getByText('hello pals').waitFor();
    await callAs(baseUrl, fay, 'notes/create', { text: 'fresh from fay' });
    await page.getByRole('region', { name: 'User', exact: true }).getByRole('button', { name: 'Refresh' }).click();
    await fayNotes.getByText('fresh from fay').waitFor();

    // The choices are kept with the deck profile in the registry, where a reload finds them.
    await expect
      .poll(
        async () => {
          const saved = await callAs<{
            columns: { type: string; listId?: string; channelId?: string; userId?: string }[];
          }>(baseUrl, dee, 'i/registry/get', { scope: ['client', 'deck', 'profiles'], key: 'default' }).catch(
            () => null,
          );
          return saved?.columns.filter(
            (c) => c.listId === list.id || c.channelId === lobby.id || c.type === 'chat' || c.userId === fay.id,
          ).length;
        },
        { timeout: 15_000 },
      )
      .toBe(4);
    await page.reload();
    await pals.getByText('hello pals').waitFor();
    await fayNotes.getByText('fresh from fay').waitFor();
    await inLobby.getByText('hello lobby').waitFor();
    await page.getByRole('region', { name: 'Chat', exact: true }).getByText('psst, dee').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
