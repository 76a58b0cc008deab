import type { entities } from 'misskey-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { type HeldSocket, holdStreamSockets } from '../support/held-stream';
import { openPage } from '../support/open-page';
import { callAs, createAccount, createRole, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: TestAccount;
let ana: TestAccount;
let ben: TestAccount;
let cara: TestAccount;
let dan: TestAccount;

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const messages = (page: Page) => page.getByRole('feed', { name: 'Messages' });

beforeAll(async () => {
  await resetInstance(baseUrl);
  admin = await createAccount(baseUrl, 'zoe');
  ana = await createAccount(baseUrl, 'ana');
  ben = await createAccount(baseUrl, 'ben');
  cara = await createAccount(baseUrl, 'cara');
  dan = await createAccount(baseUrl, 'dan');
  // ben and cara take messages from everyone; ana chooses so in her settings below.
  for (const account of [ben, cara, dan]) await callAs(baseUrl, account, 'i/update', { chatScope: 'everyone' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('chat', () => {
  it('ana writes to ben from his profile; ben gets it live with the unread mark, answers, and both have read it', async () => {
    const a = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(a.page, 'ana', 'test-password');
    await a.page.getByRole('tab', { name: 'Home' }).waitFor();

    // ana lets everyone write to her, in Settings > Chat.
    await a.page.goto(`${baseUrl}/settings/chat`);
    await a.page.getByRole('combobox', { name: 'Who can message you' }).selectOption({ label: 'Everyone' });
    await expect
      .poll(async () => (await callAs<entities.MeDetailed>(baseUrl, ana, 'i', {})).chatScope)
      .toBe('everyone');

    const b = await openPage(browser, baseUrl, ben, '/');
    await b.page.getByRole('tab', { name: 'Home' }).waitFor();

    // From ben's profile: Chat, then a message with Send.
    await a.page.goto(`${baseUrl}/@ben`);
    await a.page.getByRole('button', { name: 'More about @ben' }).click();
    await a.page.getByRole('menuitem', { name: 'Chat' }).click();
    await a.page.getByRole('heading', { name: 'ben', level: 1 }).waitFor();
    await a.page.getByText('No messages yet. Say hello!').waitFor();
    await a.page.getByRole('textbox', { name: 'Message ben' }).fill('Are you coming to the market on Saturday?');
    await a.page.getByRole('button', { name: 'Send' }).click();
    await messages(a.page).getByText('Are you coming to the market on Saturday?').waitFor();
    await expect.poll(() => a.page.getByRole('textbox', { name: 'Message ben' }).inputValue()).toBe('');

    // ben, elsewhere in the app: a toast (after the server's three seconds), the menu counts one unread conversation, the list marks it.
    await b.page
      .getByRole('region', { name: 'New chat messages' })
      .getByText('Are you coming to the market on Saturday?')
      .waitFor({ timeout: 10_000 });
    await menu(b.page).getByRole('link', { name: 'Chat 1 unread' }).waitFor();
    await menu(b.page).getByRole('link', { name: /^Chat/ }).click();
    const conversations = b.page.getByRole('list', { name: 'Chats' });
    const row = conversations.getByRole('link', { name: /ana/ });
    await row.getByRole('img', { name: 'Unread' }).waitFor();
    await row.click();
    await messages(b.page).getByText('Are you coming to the market on Saturday?').waitFor();
    // Opened: read, on the menu and on the server.
    await menu(b.page).getByRole('link', { name: 'Chat', exact: true }).waitFor();
    await expect
      .poll(async () => (await callAs<entities.MeDetailed>(baseUrl, ben, 'i', {})).hasUnreadChatMessages)
      .toBe(false);

    // ben answers with Ctrl+Enter (Enter alone makes a new line by default); ana sees it arrive.
    const box = b.page.getByRole('textbox', { name: 'Message ana' });
    await box.fill('Yes, with the apples');
    await box.press('Control+Enter');
    await messages(a.page).getByText('Yes, with the apples').waitFor();
    await messages(b.page).getByText('Yes, with the apples').waitFor();

    // ana reacts to ben's answer; ben sees the reaction live.
    const answer = messages(a.page).getByRole('article', { name: 'Message from ben' });
    await answer.getByRole('button', { name: 'Message actions' }).click();
    await a.page.getByRole('menuitem', { name: 'React' }).click();
    await a.page.getByRole('dialog').getByRole('button', { name: '👍' }).first().click();
    await messages(b.page)
      .getByRole('button', { name: /👍\s*1/ })
      .waitFor();

    // Both have read everything: the history says so for each side.
    await expect
      .poll(async () => (await callAs<entities.ChatMessage[]>(baseUrl, ana, 'chat/history', {})).map((m) => m.isRead))
      .toEqual([true]);
    expect((await callAs<entities.ChatMessage[]>(baseUrl, ben, 'chat/history', {})).map((m) => m.isRead)).toEqual([
      true,
    ]);
    await b.page.getByRole('link', { name: 'Back to chat' }).click();
    await b.page.getByRole('list', { name: 'Chats' }).getByRole('link', { name: /ana/ }).waitFor();
    expect(await b.page.getByRole('list', { name: 'Chats' }).getByRole('img', { name: 'Unread' }).count()).toBe(0);

    // ben's Chat widget lists the conversation.
    await b.page.getByRole('button', { name: 'Edit widgets' }).click();
    await b.page.getByLabel('Add a widget').selectOption({ label: 'Chat' });
    await b.page.getByRole('button', { name: 'Done editing widgets' }).click();
    await b.page
      .getByRole('complementary', { name: 'Widgets' })
      .getByRole('region', { name: 'Chat' })
      .getByRole('list', { name: 'Chats' })
      .getByRole('link', { name: /ana/ })
      .waitFor();

    // ana searches the conversation.
    await a.page.getByRole('button', { name: 'Search messages' }).click();
    await a.page.getByRole('searchbox', { name: 'Search messages' }).fill('MARKET');
    await a.page.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
    await a.page
      .getByRole('list', { name: 'Search results' })
      .getByText('Are you coming to the market on Saturday?')
      .waitFor();

    // ben deletes his answer; it goes from ana's view.
    await b.page.goto(`${baseUrl}/chat/user/${ana.id}`);
    const mine = messages(b.page).getByRole('article', { name: 'Message from ben' });
    await mine.getByRole('button', { name: 'Message actions' }).click();
    await b.page.getByRole('menuitem', { name: 'Delete' }).click();
    await b.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await messages(a.page).getByText('Yes, with the apples').waitFor({ state: 'detached' });

    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
    await a.page.context().close();
    await b.page.context().close();
  });

  it('marks a message that came while the stream was reconnecting as unread once it is back', async () => {
    const eve = await createAccount(baseUrl, 'eve');
    await callAs(baseUrl, eve, 'i/update', { chatScope: 'everyone' });
    let sockets: HeldSocket[] = [];
    const { page, problems } = await openPage(browser, baseUrl, eve, '/', {
      prepare: async (context) => {
        sockets = await holdStreamSockets(context);
      },
    });
    await expect.poll(() => sockets[0]?.queued.length ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    sockets[0]?.release();
    await menu(page).getByRole('link', { name: 'Chat', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // The connection drops; a message comes while the page reconnects, on no channel.
    await sockets[0]?.cut();
    await expect.poll(() => sockets[1]?.queued.length ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(700);
    await callAs(baseUrl, cara, 'chat/messages/create-to-user', { toUserId: eve.id, text: 'sent in the gap' });
    // The server announces a message still unread after three seconds: that too in the gap.
    await page.waitForTimeout(4_000);
    sockets[1]?.release();
    await menu(page).getByRole('link', { name: 'Chat 1 unread' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('ana runs a room of three: creates it, invites ben and cara, and all talk live', async () => {
    const a = await openPage(browser, baseUrl, ana, '/chat');
    await a.page.getByRole('heading', { name: 'Chat', level: 1 }).waitFor();
    await a.page.getByRole('button', { name: 'New room' }).click();
    const named = a.page.getByRole('dialog', { name: 'New room' });
    await named.getByRole('textbox').fill('Market stall');
    await named.getByRole('button', { name: 'OK', exact: true }).click();
    await a.page.getByRole('heading', { name: 'Market stall', level: 1 }).waitFor();

    for (const who of ['ben', 'cara']) {
      await a.page.getByRole('tab', { name: 'Members' }).click();
      await a.page.getByRole('button', { name: 'Invite' }).click();
      const picker = a.page.getByRole('dialog', { name: 'Invite' });
      await picker.getByRole('searchbox', { name: 'Name or @username' }).fill(who);
      await picker.getByRole('button', { name: new RegExp(who) }).click();
      await a.page.getByRole('region', { name: 'Invitations not yet answered' }).getByText(`@${who}`).waitFor();
    }

    // ben joins from /chat's invitations.
    const b = await openPage(browser, baseUrl, ben, '/chat');
    await b.page.getByRole('tab', { name: 'Invitations' }).click();
    await b.page.getByRole('list', { name: 'Invitations' }).getByRole('button', { name: 'Join' }).click();
    await b.page.getByRole('heading', { name: 'Market stall', level: 1 }).waitFor();
    const [room] = await callAs<entities.ChatRoom[]>(baseUrl, ana, 'chat/rooms/owned', {});
    // cara was notified (the chat extension draws that notification), and answers on the room's page.
    const c = await openPage(browser, baseUrl, cara, '/my/notifications');
    await c.page
      .getByRole('feed', { name: 'Notifications' })
      .getByRole('article', { name: 'Room invitation' })
      .getByRole('link', { name: 'ana invited you to Market stall' })
      .click();
    await c.page.getByText('ana invited you to Market stall').waitFor();
    await c.page.getByRole('button', { name: 'Join' }).click();
    await c.page.getByRole('textbox', { name: 'Message Market stall' }).waitFor();

    await a.page.getByRole('tab', { name: 'Chat' }).click();
    await b.page.getByRole('textbox', { name: 'Message Market stall' }).fill('I will bring the scales');
    await b.page.getByRole('button', { name: 'Send' }).click();
    await c.page.getByRole('textbox', { name: 'Message Market stall' }).fill('And I the bags');
    await c.page.getByRole('button', { name: 'Send' }).click();
    for (const view of [a.page, b.page, c.page]) {
      await messages(view).getByText('I will bring the scales').waitFor();
      await messages(view).getByText('And I the bags').waitFor();
    }
    // cara sends a picture (an upload), with Enter once she has chosen so in her settings.
    await c.page.goto(`${baseUrl}/settings/chat`);
    await c.page.getByRole('switch', { name: 'Send with Enter (Shift+Enter for a new line)' }).click();
    await c.page.goto(`${baseUrl}/chat/room/${room?.id}`);
    const chooser = c.page.waitForEvent('filechooser');
    await c.page.getByRole('button', { name: 'Attach a file' }).click();
    await c.page.getByRole('menuitem', { name: 'Upload without compression' }).click();
    await (await chooser).setFiles({ name: 'stall.png', mimeType: 'image/png', buffer: PNG });
    await c.page.getByRole('button', { name: 'Remove stall.png' }).waitFor();
    await c.page.getByRole('textbox', { name: 'Message Market stall' }).fill('Our stall');
    await c.page.getByRole('textbox', { name: 'Message Market stall' }).press('Enter');
    await messages(a.page).getByRole('img', { name: 'stall.png' }).waitFor();
    await messages(a.page).getByText('Our stall').waitFor();
    // In a room, senders are named.
    await messages(a.page).getByRole('article', { name: 'Message from cara' }).getByText('cara').first().waitFor();

    await a.page.getByRole('tab', { name: 'Members' }).click();
    const members = a.page.getByRole('region', { name: 'Members' });
    for (const who of ['ana', 'ben', 'cara']) await members.getByRole('link', { name: who }).waitFor();

    // cara mutes the room, then leaves it.
    await c.page.getByRole('tab', { name: 'Info' }).click();
    await c.page.getByRole('switch', { name: 'Mute this room' }).click();
    await expect
      .poll(
        async () => (await callAs<entities.ChatRoom>(baseUrl, cara, 'chat/rooms/show', { roomId: room?.id })).isMuted,
      )
      .toBe(true);
    await c.page.getByRole('button', { name: 'Leave room' }).click();
    await c.page.getByRole('dialog').getByRole('button', { name: 'Leave room' }).click();
    await c.page.getByRole('heading', { name: 'Chat', level: 1 }).waitFor();
    expect(
      (await callAs<entities.ChatRoomMembership[]>(baseUrl, ana, 'chat/rooms/members', { roomId: room?.id })).map(
        (m) => m.user?.username,
      ),
    ).toEqual(['ben']);

    for (const view of [a, b, c]) {
      expect(view.problems).toEqual([]);
      await view.page.context().close();
    }
  });

  it('hides the message box from a readonly role, and tells a blocked sender, keeping the draft', async () => {
    const role = await createRole(baseUrl, admin, {
      name: 'Listeners',
      policies: { chatAvailability: { value: 'readonly', priority: 0, useDefault: false } },
    });
    await callAs(baseUrl, admin, 'admin/roles/assign', { roleId: role.id, userId: cara.id });
    const c = await openPage(browser, baseUrl, cara, `/chat/user/${ana.id}`);
    await c.page.getByText('Your role lets you read chats but not write in them.').waitFor();
    expect(await c.page.getByRole('button', { name: 'Send' }).count()).toBe(0);
    expect(await c.page.getByRole('button', { name: 'New room' }).count()).toBe(0);
    await c.page.context().close();

    await callAs(baseUrl, ben, 'blocking/create', { userId: dan.id });
    const d = await openPage(browser, baseUrl, dan, `/chat/user/${ben.id}`);
    const box = d.page.getByRole('textbox', { name: 'Message ben' });
    await box.fill('hello?');
    await d.page.getByRole('button', { name: 'Send' }).click();
    const dialog = d.page.getByRole('alertdialog').or(d.page.getByRole('dialog'));
    await dialog.getByText(/blocked/).waitFor();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await box.inputValue()).toBe('hello?');
    expect(await callAs<entities.ChatMessage[]>(baseUrl, dan, 'chat/history', {})).toEqual([]);
    await d.page.context().close();
  });

  it('shows the not-found screen on every chat page to a role without chat', async () => {
    const elle = await createAccount(baseUrl, 'elle');
    const role = await createRole(baseUrl, admin, {
      name: 'No chat',
      policies: { chatAvailability: { value: 'unavailable', priority: 0, useDefault: false } },
    });
    await callAs(baseUrl, admin, 'admin/roles/assign', { roleId: role.id, userId: elle.id });
    const { page, problems } = await openPage(browser, baseUrl, elle, '/chat');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.goto(`${baseUrl}/chat/user/${ana.id}`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Message ana' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('scrolls a long conversation back to its first message by keyboard, loading older pages as it goes', async () => {
    await callAs(baseUrl, ana, 'i/update', { chatScope: 'everyone' });
    for (let i = 0; i < 100; i++) {
      await callAs(baseUrl, i % 2 ? ben : ana, 'chat/messages/create-to-user', {
        toUserId: i % 2 ? ana.id : ben.id,
        text: `line ${i}`,
      });
    }
    const { page, problems } = await openPage(browser, baseUrl, ana, `/chat/user/${ben.id}`);
    const feed = messages(page);
    await feed.getByText('line 99', { exact: true }).waitFor();
    expect(await feed.getByText('line 0', { exact: true }).count()).toBe(0);
    await feed.focus();
    await expect
      .poll(
        async () => {
          await page.keyboard.press('Home');
          return feed.getByText('line 0', { exact: true }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    // Only the messages near the view are mounted.
    expect(await feed.getByRole('article').count()).toBeLessThan(60);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
