import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import {
  callAs,
  createAccount,
  createRole,
  postNote,
  resetInstance,
  type TestAccount,
  uploadAs,
} from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let zoe: TestAccount;
let sam: TestAccount;
let tim: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  // zoe is the first account: the administrator.
  zoe = await createAccount(baseUrl, 'zoe');
  sam = await createAccount(baseUrl, 'sam');
  tim = await createAccount(baseUrl, 'tim');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the control panel', () => {
  it('sam reports tim’s note; zoe resolves the report, notes and suspends tim, then lifts it', async () => {
    const noteId = await postNote(baseUrl, tim, { text: 'Buy followers now!!!' });
    const s = await openPage(browser, baseUrl, sam, `/notes/${noteId}`);
    const note = s.page.getByRole('article', { name: 'Note by tim' });
    await note.getByRole('button', { name: 'More' }).click();
    await s.page.getByRole('menuitem', { name: 'Report' }).click();
    const form = s.page.getByRole('dialog', { name: 'Report @tim' });
    const comment = form.getByRole('textbox', { name: 'What happened' });
    expect(await comment.inputValue()).toContain(`/notes/${noteId}`);
    await comment.fill(`${await comment.inputValue()}Selling followers.`);
    await form.getByRole('button', { name: 'Send report' }).click();
    await s.page.getByText('Reported. Thank you.').waitFor();
    // sam is no moderator: the control panel is not there for him.
    await s.page.goto(`${baseUrl}/admin`);
    await s.page.getByRole('heading', { name: /not found/i }).waitFor();
    expect(s.problems).toEqual([]);
    await s.page.context().close();

    // zoe signs in and goes to the control panel from the menu.
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'zoe', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Control panel' }).click();
    await page.getByRole('heading', { name: 'Control panel', level: 1 }).waitFor();
    const figures = page.getByRole('definition').filter({ hasText: /^1$/ });
    await figures.first().waitFor();
    await page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click();

    const report = page.getByRole('article', { name: 'Report about @tim' });
    await report.getByText('Selling followers.').waitFor();
    await report.getByRole('textbox', { name: "Moderators' note" }).fill('Spam account, first strike.');
    await report.getByRole('button', { name: 'Save the note' }).click();
    await page.getByText('Saved.').waitFor();
    await report.getByRole('button', { name: 'Resolve: act on it' }).click();
    await page.getByText('No reports here.').waitFor();

    // The account: a note for the moderators, then suspension.
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByRole('searchbox', { name: 'Username starts with' }).fill('ti');
    await page.getByRole('list', { name: 'Accounts' }).getByRole('link', { name: /tim/ }).click();
    await page.getByRole('heading', { name: 'tim', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Only moderators see this' }).fill('Reported for selling followers.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await callAs<entities.AdminShowUserResponse>(baseUrl, zoe, 'admin/show-user', { userId: tim.id }))
            .moderationNote,
      )
      .toBe('Reported for selling followers.');
    await page.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('button', { name: 'Lift the suspension' }).waitFor();
    await expect(callAs(baseUrl, tim, 'i', {})).rejects.toThrow(/SUSPENDED/);

    // The log lists what zoe did.
    await page.goto(`${baseUrl}/admin/modlog`);
    const log = page.getByRole('list', { name: 'Moderation log' });
    await log.getByText('Suspended').waitFor();
    await log.getByText('Resolved the report').waitFor();
    await log.getByText('Changed the note on').waitFor();

    // Lifted again from the account's page.
    await page.goto(`${baseUrl}/admin/user/${tim.id}`);
    await page.getByRole('button', { name: 'Lift the suspension' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('button', { name: 'Suspend' }).waitFor();
    expect((await callAs<entities.MeDetailed>(baseUrl, tim, 'i', {})).username).toBe('tim');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('zoe keeps a word out and renames the server; the words take effect', async () => {
    const { page, problems } = await openPage(browser, baseUrl, zoe, '/admin/moderation');
    await page.getByRole('textbox', { name: 'Prohibited words' }).fill('crypto giveaway');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await expect(postNote(baseUrl, tim, { text: 'Huge crypto giveaway today' })).rejects.toThrow(
      /CONTAINS_PROHIBITED_WORDS/,
    );

    await page.goto(`${baseUrl}/admin/settings`);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Harbour Social');
    await page.getByRole('switch', { name: 'Anyone may sign up' }).click();
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved.').waitFor();
    const meta = await callAs<entities.AdminMetaResponse>(baseUrl, zoe, 'admin/meta', {});
    expect(meta).toMatchObject({
      name: 'Harbour Social',
      disableRegistration: true,
      prohibitedWords: ['crypto giveaway'],
    });
    await callAs(baseUrl, zoe, 'admin/update-meta', { disableRegistration: false });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('zoe announces, places an ad and makes invitation codes from the panel', async () => {
    const { page, problems } = await openPage(browser, baseUrl, zoe, '/admin/announcements');
    await page.getByRole('button', { name: 'New announcement' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Maintenance on Sunday');
    await page.getByRole('textbox', { name: 'Text' }).fill('The server sleeps from 2 to 3.');
    await page.getByRole('combobox', { name: 'Shown as' }).selectOption({ label: 'A banner' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('list', { name: 'Announcements' })
      .getByRole('listitem', { name: 'Maintenance on Sunday' })
      .waitFor();
    const seen = await callAs<entities.Announcement[]>(baseUrl, sam, 'announcements', { isActive: true });
    expect(seen.map((a) => [a.title, a.display])).toEqual([['Maintenance on Sunday', 'banner']]);

    await page.goto(`${baseUrl}/admin/ads`);
    await page.getByRole('button', { name: 'New ad' }).click();
    await page.getByRole('textbox', { name: 'Link' }).fill('https://bakery.example/');
    await page.getByRole('textbox', { name: 'Picture address' }).fill('https://bakery.example/ad.png');
    await page.getByRole('textbox', { name: 'Note' }).fill('The corner bakery');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('list', { name: 'Ads' }).getByRole('listitem', { name: 'The corner bakery' }).waitFor();

    await page.goto(`${baseUrl}/admin/invites`);
    await page.getByRole('spinbutton', { name: 'How many' }).fill('3');
    await page.getByRole('button', { name: 'Make codes' }).click();
    const made = page.getByRole('dialog');
    await made.getByText('3 codes made').waitFor();
    await made.getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Invitations' }).getByRole('listitem').count()).toBe(3);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('zoe makes roles (one given with a policy of its own, one by condition) and changes the base role', async () => {
    const { page, problems } = await openPage(browser, baseUrl, zoe, '/admin/roles');
    await page.getByRole('link', { name: 'New role' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Helpers');
    await page.getByRole('switch', { name: 'Public (shown on profiles, with its own page)' }).click();
    const drive = page.getByRole('listitem').filter({ hasText: 'Drive space (MB)' });
    await drive.getByRole('checkbox', { name: 'Base value' }).uncheck();
    await drive.getByRole('spinbutton', { name: 'Drive space (MB)' }).fill('2048');
    await drive.getByRole('combobox', { name: 'Priority of Drive space (MB)' }).selectOption({ label: 'High' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Helpers', level: 1 }).waitFor();

    // Given to sam through the user picker: his drive grows.
    await page.getByRole('button', { name: 'Give it to someone' }).click();
    await page.getByRole('searchbox', { name: 'Name or @username' }).fill('sam');
    await page.getByRole('list', { name: 'People found' }).getByRole('button', { name: /sam/ }).click();
    await page.getByRole('list', { name: 'Members' }).getByRole('link', { name: /sam/ }).waitFor();
    await expect
      .poll(async () => (await callAs<entities.MeDetailed>(baseUrl, sam, 'i', {})).policies.driveCapacityMb)
      .toBe(2048);

    // A role by condition: whoever has posted a note.
    await page.goto(`${baseUrl}/admin/roles/new`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Writers');
    await page.getByRole('radio', { name: 'Everyone who meets the conditions' }).check();
    await page.getByRole('button', { name: 'Add a condition' }).click();
    await page.getByRole('combobox', { name: 'Condition' }).nth(1).selectOption({ label: 'Notes at least' });
    await page.getByRole('spinbutton', { name: 'Number' }).fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Writers', level: 1 }).waitFor();
    await page.getByText('Everyone who meets the conditions · 1 member').waitFor();

    // The base role: everyone may make invitation codes.
    await page.goto(`${baseUrl}/admin/roles/base`);
    await page.getByRole('switch', { name: 'Can make invitation codes' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    expect((await callAs<entities.MeDetailed>(baseUrl, tim, 'i', {})).policies.canInvite).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('zoe marks a file sensitive and deletes it from the panel’s files', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const file = await uploadAs(baseUrl, tim, png, 'beach.png', 'image/png');
    const { page, problems } = await openPage(browser, baseUrl, zoe, '/admin');
    await page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: 'Files' }).click();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Pictures' });
    await page.getByRole('list', { name: 'Files' }).getByRole('link', { name: 'beach.png' }).click();
    await page.getByRole('heading', { name: 'beach.png', level: 1 }).waitFor();
    await page.getByRole('switch', { name: 'Sensitive' }).click();
    await expect
      .poll(
        async () =>
          (await callAs<entities.DriveFile>(baseUrl, tim, 'drive/files/show', { fileId: file.id })).isSensitive,
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Delete the file' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('heading', { name: 'Files', level: 1 }).waitFor();
    await expect(callAs(baseUrl, tim, 'drive/files/show', { fileId: file.id })).rejects.toThrow(/NO_SUCH_FILE/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the machine, queues and tables, says the server does not federate, and keeps the mail settings', async () => {
    const { page, problems } = await openPage(browser, baseUrl, zoe, '/admin');
    await page
      .getByRole('definition')
      .filter({ hasText: /^SQLite / })
      .waitFor();
    await page.getByRole('rowheader', { name: 'Background work' }).waitFor();
    await page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: 'Database tables' }).click();
    await page
      .getByRole('table', { name: 'Database tables' })
      .getByRole('rowheader', { name: 'users', exact: true })
      .waitFor();
    // Misskey's section names lead to the same pages.
    await page.goto(`${baseUrl}/admin/emojis`);
    await page.getByRole('heading', { name: 'Custom emoji', level: 1 }).waitFor();
    await page.goto(`${baseUrl}/admin/branding`);
    await page.getByRole('textbox', { name: 'Mascot picture' }).fill('https://harbour.example/mascot.png');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.goto(`${baseUrl}/admin/federation`);
    await page.getByText('This server does not federate').waitFor();
    await page.goto(`${baseUrl}/admin/relays`);
    await page.getByRole('textbox', { name: 'Relay inbox (https)' }).fill('https://relay.harbour.example/inbox');
    await page.getByRole('button', { name: 'Add the relay' }).click();
    await page
      .getByRole('list', { name: 'Relays' })
      .getByRole('listitem', { name: 'https://relay.harbour.example/inbox' })
      .getByText('Requesting')
      .waitFor();
    await page.goto(`${baseUrl}/admin/email`);
    await page.getByRole('textbox', { name: 'SMTP host' }).fill('smtp.harbour.example');
    await page.getByRole('spinbutton', { name: 'SMTP port' }).fill('587');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    // A setting this server does not have is said so, and shown as it stays.
    await page.goto(`${baseUrl}/admin/object-storage`);
    await page.getByRole('switch', { name: 'Store files in object storage' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const kept = page.getByRole('dialog');
    await kept.getByText('Store files in object storage').waitFor();
    await kept.getByRole('button', { name: 'OK', exact: true }).click();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Store files in object storage' }).getAttribute('aria-checked'))
      .toBe('false');
    const meta = await callAs<entities.AdminMetaResponse>(baseUrl, zoe, 'admin/meta', {});
    expect(meta).toMatchObject({
      smtpHost: 'smtp.harbour.example',
      smtpPort: 587,
      mascotImageUrl: 'https://harbour.example/mascot.png',
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows when and whence an account signed in, from the sign-ins as Misskey sends them (no createdAt)', async () => {
    const una = await createAccount(baseUrl, 'una');
    // A wrong password first, then una signs in through the form.
    await fetch(`${baseUrl}/api/signin-flow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'una', password: 'not-her-password' }),
    });
    const her = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(her.page, 'una', 'test-password');
    await her.page.getByRole('tab', { name: 'Home' }).waitFor();
    expect(her.problems).toEqual([]);
    await her.page.context().close();

    const { page, problems } = await openPage(browser, baseUrl, zoe, `/admin/user/${una.id}`);
    await page.getByRole('heading', { name: 'una', level: 1 }).waitFor();
    const rows = page.getByRole('region', { name: 'Sign-ins' }).getByRole('row');
    // The header, then the newest first, each with its time.
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).getByRole('cell').last().textContent()).toBe('Signed in');
    expect(await rows.nth(2).getByRole('cell').last().textContent()).toBe('Failed');
    for (const row of [rows.nth(1), rows.nth(2)]) {
      expect(await row.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(await page.getByText(/ran into a problem/).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('zoe sends report events to a system webhook through a report recipient', async () => {
    const { page, problems } = await openPage(browser, baseUrl, zoe, '/admin/system-webhook');
    await page.getByRole('button', { name: 'New webhook' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Moderation bot');
    await page.getByRole('textbox', { name: 'Address' }).fill('https://bot.harbour.example/hook');
    await page.getByRole('checkbox', { name: 'A report is resolved' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('list', { name: 'System webhooks' })
      .getByRole('listitem', { name: 'Moderation bot' })
      .waitFor();

    await page.goto(`${baseUrl}/admin/abuse-report-notification-recipient`);
    await page.getByRole('button', { name: 'New recipient' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('The bot');
    await page.getByRole('combobox', { name: 'Webhook' }).selectOption({ label: 'Moderation bot' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('list', { name: 'Report recipients' }).getByText('webhook Moderation bot').waitFor();
    const recipients = await callAs<entities.AbuseReportNotificationRecipient[]>(
      baseUrl,
      zoe,
      'admin/abuse-report/notification-recipient/list',
      {},
    );
    expect(recipients.map((r) => [r.name, r.method, r.systemWebhook?.on])).toEqual([
      ['The bot', 'webhook', ['abuseReport', 'abuseReportResolved']],
    ]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sam as a moderator finds the moderators’ sections only, and no button the server would refuse him', async () => {
    const moderators = await createRole(baseUrl, zoe, { name: 'Moderators', isModerator: true });
    await callAs(baseUrl, zoe, 'admin/roles/assign', { roleId: moderators.id, userId: sam.id });
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'sam', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Control panel' }).click();
    const sections = page.getByRole('list', { name: 'Sections' });
    await sections.getByRole('link', { name: 'Reports' }).waitFor();
    // The moderation log and the tables are the administrators' (Misskey refuses moderators them).
    expect(await sections.getByRole('link', { name: 'Moderation log' }).count()).toBe(0);
    expect(await sections.getByRole('link', { name: 'Database tables' }).count()).toBe(0);
    await page.goto(`${baseUrl}/admin/modlog`);
    await page.getByRole('heading', { name: /not found/i }).waitFor();
    await page.goto(`${baseUrl}/admin/database`);
    await page.getByRole('heading', { name: /not found/i }).waitFor();
    // A role's members are the moderators' to see.
    await page.goto(`${baseUrl}/admin/roles/${moderators.id}`);
    await page.getByRole('heading', { name: 'Moderators', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Members' }).getByRole('link', { name: /@sam/ }).waitFor();
    // On an account's page: the moderators' actions, not the deletion of every file.
    await page.goto(`${baseUrl}/admin/user/${tim.id}`);
    await page.getByRole('heading', { name: 'tim', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Reset the password' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete all their files' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
    await callAs(baseUrl, zoe, 'admin/roles/unassign', { roleId: moderators.id, userId: sam.id });
  });
});
