import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount, uploadAs } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let dora: TestAccount;
let eli: TestAccount;

// A 1x1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  await resetInstance(baseUrl);
  dora = await createAccount(baseUrl, 'dora');
  eli = await createAccount(baseUrl, 'eli');
  await callAs(baseUrl, dora, 'following/create', { userId: eli.id });
  const own = await postNote(baseUrl, dora, { text: 'words dora wrote' });
  await postNote(baseUrl, eli, { renoteId: own });
  const file = await uploadAs(baseUrl, eli, png, 'meadow.png', 'image/png');
  const picture = await postNote(baseUrl, eli, { text: 'a meadow by eli', fileIds: [file.id] });
  await callAs(baseUrl, dora, 'notes/reactions/create', { noteId: picture, reaction: '👍' });
  await postNote(baseUrl, eli, { text: 'react to me, eli asks' });
  await callAs(baseUrl, dora, 'i/update', { mutedWords: [['secret']] });
  await postNote(baseUrl, eli, { text: 'a secret plan' });
  await postNote(baseUrl, eli, { text: 'code by eli\n```\nlet answer = 42;\n```' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const style = (locator: Locator, property: 'fontSize' | 'borderTopLeftRadius') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

describe('display preferences', () => {
  it('changes how notes and the page show from Settings > Preferences, and keeps it after a reload', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'dora', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    const feed = page.getByRole('feed');
    const renote = feed.getByRole('article', { name: 'Note by dora' }).filter({ hasText: 'Renoted by eli' });
    const picture = feed.getByRole('article', { name: 'Note by eli' }).filter({ hasText: 'a meadow by eli' });
    // As they come: a renote of one's own note folds, the picture shows, no server name.
    await renote.getByRole('button', { name: /words dora wrote/ }).waitFor();
    await picture.getByRole('img', { name: 'meadow.png' }).waitFor();
    const meta = await callAs<{ name: string | null }>(baseUrl, dora, 'meta', {});
    const serverName = meta.name ?? new URL(baseUrl).host;
    expect(await picture.getByText(serverName, { exact: true }).count()).toBe(0);
    const baseReaction = Number.parseFloat(await style(picture.getByRole('button', { name: '👍: 1' }), 'fontSize'));

    await page.goto(`${baseUrl}/settings/preferences`);
    const preferences = page.getByRole('main').getByRole('region', { name: 'Preferences' });
    await preferences.getByRole('switch', { name: 'Fold renotes of notes you have already seen' }).click();
    await preferences.getByRole('combobox', { name: 'Sensitive media' }).selectOption({ label: 'Hide all media' });
    await preferences.getByRole('combobox', { name: "Show the author's server" }).selectOption({ label: 'Always' });
    await preferences.getByRole('combobox', { name: 'Reaction size' }).selectOption({ label: 'Large' });
    await preferences.getByRole('switch', { name: 'Square avatars' }).click();
    await preferences.getByRole('combobox', { name: 'Text size' }).selectOption({ label: 'Largest' });
    // The page's text grows at once, without a reload.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');

    await page.goto(`${baseUrl}/`);
    await page.reload();
    // Applied as the page starts (the code that applies it loads only on a device that changed one).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');
    // The renote shows in full, the picture is hidden behind a button, the server is named.
    await renote.getByText('words dora wrote').waitFor();
    expect(await renote.getByRole('button', { name: /show the whole renote/ }).count()).toBe(0);
    await picture.getByRole('button', { name: /Hidden media/ }).waitFor();
    expect(await picture.getByRole('img', { name: 'meadow.png' }).count()).toBe(0);
    await picture.getByText(serverName, { exact: true }).waitFor();
    // Reactions are drawn larger, avatars as rounded squares.
    const reaction = Number.parseFloat(await style(picture.getByRole('button', { name: '👍: 1' }), 'fontSize'));
    expect(reaction).toBeGreaterThan(baseReaction * 1.3);
    const avatar = picture.getByRole('link', { name: '@eli' }).locator('img').first();
    await expect.poll(() => style(avatar, 'borderTopLeftRadius')).toBe('20%');

    // Back in the settings after the reload, the choices read as they were made.
    await page.goto(`${baseUrl}/settings/preferences`);
    expect(await preferences.getByRole('combobox', { name: 'Sensitive media' }).inputValue()).toBe('force');
    expect(await preferences.getByRole('combobox', { name: 'Text size' }).inputValue()).toBe('3');
    expect(await preferences.getByRole('switch', { name: 'Square avatars' }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('names muted words, asks before reacting, counts reactions on the button and shows buttons on hover', async () => {
    const { page, problems } = await openPage(browser, baseUrl, dora, '/');
    const feed = page.getByRole('feed');
    const muted = feed.getByRole('article', { name: 'Muted note by eli' });
    await muted.getByText('hidden by your word mute.').waitFor();

    await page.goto(`${baseUrl}/settings/preferences`);
    const preferences = page.getByRole('main').getByRole('region', { name: 'Preferences' });
    await preferences.getByRole('switch', { name: "Name the muted words in a hidden note's line" }).click();
    await preferences.getByRole('switch', { name: 'Ask before reacting' }).click();
    await preferences.getByRole('switch', { name: 'Show the number of reactions on the React button' }).click();
    await preferences.getByRole('switch', { name: "Show a note's buttons only on hover" }).click();
    await preferences.getByRole('switch', { name: 'Show code blocks only when tapped' }).click();

    await page.goto(`${baseUrl}/`);
    await muted.getByText('hidden by your word mute (secret)').waitFor();
    // The data saver keeps code blocks back until asked for.
    const code = feed.getByRole('article', { name: 'Note by eli' }).filter({ hasText: 'code by eli' });
    await code.getByRole('button', { name: 'Show code' }).click();
    await code.getByText('let answer = 42;').waitFor();
    const picture = feed.getByRole('article', { name: 'Note by eli' }).filter({ hasText: 'a meadow by eli' });
    expect(await picture.getByRole('button', { name: 'React' }).textContent()).toContain('1');

    // The buttons show while the note is hovered.
    const asking = feed.getByRole('article', { name: 'Note by eli' }).filter({ hasText: 'react to me, eli asks' });
    const react = asking.getByRole('button', { name: 'React' });
    const footerOpacity = () => react.evaluate((button) => getComputedStyle(button.parentElement as Element).opacity);
    await page.mouse.move(0, 0);
    await expect.poll(footerOpacity).toBe('0');
    await asking.hover();
    await expect.poll(footerOpacity).toBe('1');

    // A new reaction waits for a yes.
    await react.click();
    await page.getByRole('dialog', { name: 'Pick an emoji' }).getByRole('button', { name: '👍' }).first().click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'React with 👍?' });
    await confirm.getByRole('button', { name: 'OK', exact: true }).click();
    await asking.getByRole('button', { name: '👍: 1' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('hides the post form above the timeline, and loads more notes only from the button', async () => {
    const fay = await createAccount(baseUrl, 'fay');
    for (let i = 1; i <= 25; i++) await postNote(baseUrl, fay, { text: `fay's note number ${i}` });
    const { page, problems } = await openPage(browser, baseUrl, fay, '/');
    const feed = page.getByRole('feed');
    await page.getByRole('form', { name: 'New note' }).waitFor();
    await feed.getByText("fay's note number 25").waitFor();

    await page.goto(`${baseUrl}/settings/preferences`);
    const preferences = page.getByRole('main').getByRole('region', { name: 'Preferences' });
    await preferences.getByRole('switch', { name: 'Show the post form above the timeline' }).click();
    await preferences.getByRole('switch', { name: 'Load more notes by themselves while scrolling' }).click();

    await page.goto(`${baseUrl}/`);
    await page.reload();
    await feed.getByText("fay's note number 25").waitFor();
    expect(await page.getByRole('form', { name: 'New note' }).count()).toBe(0);
    // The first page (ten notes) stays as it is at the end of the feed until the button asks for more.
    const notes = feed.getByRole('article', { name: 'Note by fay' });
    await page.mouse.wheel(0, 10_000);
    await page.waitForTimeout(1000);
    expect(await notes.count()).toBe(10);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => notes.count()).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks before following until told not to, puts a Clip button under notes, and shows avatars still', async () => {
    const gus = await createAccount(baseUrl, 'gus');
    const keepers = await callAs<{ id: string }>(baseUrl, gus, 'clips/create', { name: 'Keepers' });
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'gus', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    // Following waits for a yes, as Misskey's default: No leaves it as it was, OK follows.
    await page.goto(`${baseUrl}/@eli`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const asking = page.getByRole('dialog').filter({ hasText: 'Follow eli?' });
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await asking.waitFor({ state: 'detached' });
    const follows = async (username: string) =>
      (await callAs<{ isFollowing: boolean }>(baseUrl, gus, 'users/show', { username })).isFollowing;
    expect(await follows('eli')).toBe(false);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await asking.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('button', { name: 'Unfollow' }).waitFor();
    expect(await follows('eli')).toBe(true);
    await postNote(baseUrl, eli, { text: 'a note worth keeping' });

    // Before the switches: no Clip button under notes, avatars as the server sends them.
    await page.goto(`${baseUrl}/`);
    const note = page
      .getByRole('feed')
      .getByRole('article', { name: 'Note by eli' })
      .filter({ hasText: 'a note worth keeping' });
    await note.getByRole('button', { name: 'React' }).waitFor();
    expect(await note.getByRole('button', { name: 'Clip', exact: true }).count()).toBe(0);
    const avatar = note.getByRole('link', { name: '@eli' }).locator('img').first();
    expect(await avatar.getAttribute('src')).not.toContain('/proxy/static.webp');

    await page.goto(`${baseUrl}/settings/preferences`);
    const preferences = page.getByRole('main').getByRole('region', { name: 'Preferences' });
    const confirmFollow = preferences.getByRole('switch', { name: 'Ask before following someone' });
    expect(await confirmFollow.isChecked()).toBe(true);
    await confirmFollow.click();
    await preferences.getByRole('switch', { name: 'Show a Clip button under notes' }).click();
    await preferences.getByRole('switch', { name: 'Show animated avatars still' }).click();

    // Following now goes straight through.
    await page.goto(`${baseUrl}/@dora`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Unfollow' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await follows('dora')).toBe(true);

    // The avatar comes through the media proxy's still variant, and it loads.
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => avatar.getAttribute('src')).toContain('/proxy/static.webp?url=');
    expect(new URL((await avatar.getAttribute('src')) ?? '', baseUrl).searchParams.get('static')).toBe('1');
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // The footer's Clip opens the clip menu the note menu offers.
    await note.getByRole('button', { name: 'Clip', exact: true }).click();
    await page.getByRole('menuitem', { name: 'New clip' }).waitFor();
    await page.getByRole('menuitem', { name: 'Keepers' }).click();
    await page.getByText('Clipped to Keepers').waitFor();
    const clipped = await callAs<{ text: string | null }[]>(baseUrl, gus, 'clips/notes', { clipId: keepers.id });
    expect(clipped.map((n) => n.text)).toEqual(['a note worth keeping']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
