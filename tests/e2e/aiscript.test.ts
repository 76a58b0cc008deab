import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let quinn: TestAccount;
let rafe: TestAccount;

// A plugin for AiScript 0.x, written as real ones are: commas between fields, `id`, a config.
const SHOUTER = `/// @ 0.19.0
### {
  name: "Shouter",
  version: "1.0.0",
  author: "tessera-tests",
  description: "Marks notes it has seen and echoes them",
  permissions: ["write:notes"],
  id: "shouter",
  config: {
    suffix: { type: "string", label: "Suffix", description: "Put after an echo", default: "!" }
  }
}

Plugin:register_note_action("Echo this note", @(note) {
  Mk:api("notes/create", { text: \`echo: {note.text}{Plugin:config.suffix}\` })
})

Plugin:register_note_view_interruptor(@(note) {
  if (note.text == "hide me") { return null }
  note.text = \`{note.text} [seen]\`
  note
})
`;

// The same kind of thing for AiScript 1.x: a post-form action.
const SIGNER = `/// @ 1.2.1
### { name: "Signer", version: "2.0.0", author: "tessera-tests", config: null }

Plugin:register_post_form_action("Sign it", @(form, update) {
  update("text", \`{form.text} -- signed\`)
})
<: "signer ready"
`;

// A plugin that never stops: its worker is stopped, the page goes on.
const SPINNER = `/// @ 0.19.0
### { name: "Spinner", version: "1", author: "tessera-tests" }
var spins = 0
loop { spins += 1 }
`;

// A plugin whose top level fails after it registered an action.
const HALF = `/// @ 1.2.1
### { name: "Half", version: "1", author: "tessera-tests" }
Plugin:register_note_action("Half action", @(note) { Mk:toast("half") })
no_such_function()
`;

beforeAll(async () => {
  await resetInstance(baseUrl);
  quinn = await createAccount(baseUrl, 'quinn');
  rafe = await createAccount(baseUrl, 'rafe');
  await callAs(baseUrl, quinn, 'following/create', { userId: rafe.id });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function install(page: Page, code: string): Promise<void> {
  await page.goto(`${baseUrl}/settings/plugin/install`);
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Install a plugin', level: 1 }).waitFor();
  await main.getByRole('textbox', { name: 'Plugin code' }).fill(code);
  await main.getByRole('button', { name: 'Install', exact: true }).click();
}

describe('AiScript plugins', () => {
  it('installs a 0.x plugin with a token the person approves; its note action and note-view interruptor work and go when it is switched off', async () => {
    await postNote(baseUrl, rafe, { text: 'hello plugins' });
    await postNote(baseUrl, rafe, { text: 'hide me' });
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'quinn', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    // A syntax error is refused with its place, and the code stays in the field.
    await install(page, '/// @ 0.19.0\n### { name: "Broken", version: "1", author: "t" }\nlet x = \n');
    const main = page.getByRole('main');
    await main.getByRole('alert').getByText('The code has a syntax error. Line 4').waitFor();
    expect(await main.getByRole('textbox', { name: 'Plugin code' }).inputValue()).toContain('Broken');
    await main.getByRole('textbox', { name: 'Plugin code' }).fill('<: 1');
    await main.getByRole('button', { name: 'Install', exact: true }).click();
    await main.getByRole('alert').getByText('does not say its AiScript version').waitFor();

    await install(page, SHOUTER);
    const consent = page.getByRole('dialog', { name: 'Shouter' });
    await consent.getByRole('heading', { name: 'Issue an access token' }).waitFor();
    expect(await consent.getByRole('checkbox', { name: 'Change: notes' }).isChecked()).toBe(true);
    await consent.getByRole('button', { name: 'Allow' }).click();
    await main.getByRole('heading', { name: 'Plugins', level: 1 }).waitFor();
    const card = main.getByRole('listitem', { name: 'Shouter v1.0.0' });
    await card.getByText('Running').waitFor();
    const apps = await callAs<{ name: string; permission: string[] }[]>(baseUrl, quinn, 'i/apps', {});
    expect(apps.map((a) => [a.name, a.permission])).toContainEqual(['Shouter', ['write:notes']]);

    // The interruptor changes the note and hides another; the action posts with the plugin's token.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Timeline' }).click();
    const note = page.getByRole('article', { name: 'Note by rafe' }).filter({ hasText: 'hello plugins' });
    await note.getByText('hello plugins [seen]').waitFor();
    expect(await page.getByText('hide me').count()).toBe(0);
    await note.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Echo this note' }).click();
    // The action gets the note as shown, the interruptor's change included (as in Misskey).
    await page.getByText('echo: hello plugins [seen]! [seen]').waitFor();

    // Its settings come from its config metadata; saving restarts it with the new values.
    await page.goto(`${baseUrl}/settings/plugin`);
    await card.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings of Shouter' });
    await settings.getByText('Put after an echo').waitFor();
    await settings.getByRole('textbox', { name: 'Suffix' }).fill('?!');
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Timeline' }).click();
    await note.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Echo this note' }).click();
    await page.getByText('echo: hello plugins [seen]?! [seen]').waitFor();

    // Switched off without a reload: the change and the action go.
    await page.goto(`${baseUrl}/settings/plugin`);
    await card.getByRole('switch', { name: 'Run Shouter' }).click();
    await card.getByText('Off', { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Timeline' }).click();
    await page.getByText('hide me').waitFor();
    const plain = page.getByRole('article', { name: 'Note by rafe' }).filter({ hasText: 'hello plugins' });
    expect(await plain.getByText('[seen]').count()).toBe(0);
    await plain.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Echo this note' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Uninstalling revokes its token.
    await page.goto(`${baseUrl}/settings/plugin`);
    await card.getByRole('button', { name: 'Uninstall' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await main.getByText('No plugins are installed.').waitFor();
    await expect
      .poll(async () => (await callAs<{ name: string }[]>(baseUrl, quinn, 'i/apps', {})).map((a) => a.name))
      .not.toContain('Shouter');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('runs a 1.x plugin beside a 0.x one stuck in an endless loop: the stuck one is stopped and the composer keeps working', async () => {
    const { page, problems } = await openPage(browser, baseUrl, quinn, '/');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await install(page, SIGNER);
    const main = page.getByRole('main');
    const signer = main.getByRole('listitem', { name: 'Signer v2.0.0' });
    await signer.getByText('Running').waitFor();
    await signer.getByText('Log').click();
    await signer.getByText('signer ready', { exact: true }).waitFor();

    await install(page, SPINNER);
    await main.getByRole('heading', { name: 'Plugins', level: 1 }).waitFor();
    const spinner = main.getByRole('listitem', { name: 'Spinner v1' });

    // While the spinner loops, the page answers: the composer takes typing and the action works.
    await page.keyboard.press('n');
    const composer = page.getByRole('dialog', { name: 'New note' });
    const text = composer.getByRole('textbox', { name: 'Text' });
    await text.pressSequentially('typing while a plugin spins');
    expect(await text.inputValue()).toBe('typing while a plugin spins');
    await composer.getByRole('button', { name: 'Plugin actions' }).click();
    await page.getByRole('menuitem', { name: 'Sign it' }).click();
    await expect.poll(() => text.inputValue()).toBe('typing while a plugin spins -- signed');
    await page.keyboard.press('Escape');

    // The list says why it stopped, and its switch shows it is not running.
    await spinner.getByText('Stopped: it computed for too long without a pause').waitFor({ timeout: 15_000 });
    expect(await spinner.getByRole('switch', { name: 'Run Spinner' }).isChecked()).toBe(false);
    await spinner.getByText('Log').click();
    await spinner.getByRole('list', { name: 'Log of Spinner' }).getByText('without a pause').waitFor();
    await signer.getByText('Running').waitFor();
    expect(await signer.getByRole('switch', { name: 'Run Signer' }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says a plugin whose top level failed failed to start, with its error, and takes away what it registered', async () => {
    await postNote(baseUrl, rafe, { text: 'a note for half a plugin' });
    const { page, problems } = await openPage(browser, baseUrl, quinn, '/');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await install(page, HALF);
    const main = page.getByRole('main');
    const half = main.getByRole('listitem', { name: 'Half v1' });
    await half.getByText(/^Failed to start: .*no_such_function/).waitFor();
    expect(await half.getByRole('switch', { name: 'Run Half' }).isChecked()).toBe(false);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Timeline' }).click();
    const note = page.getByRole('article', { name: 'Note by rafe' }).filter({ hasText: 'a note for half a plugin' });
    await note.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Half action' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('undoes an install the page left while its token was being granted: neither the plugin nor its token stays', async () => {
    const leaver = `/// @ 1.2.1
### { name: "Leaver", version: "1", author: "tessera-tests", permissions: ["read:account"] }
<: "here"
`;
    const { page, problems } = await openPage(browser, baseUrl, quinn, '/');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    // The server grants the token, and the page is left before its answer arrives.
    let granted: () => void = () => {};
    const grant = new Promise<void>((resolve) => {
      granted = resolve;
    });
    await page.route('**/api/miauth/gen-token', async (route) => {
      await route.fetch();
      granted();
    });
    await install(page, leaver);
    await page.getByRole('dialog', { name: 'Leaver' }).getByRole('button', { name: 'Allow' }).click();
    await grant;
    const tokenNames = async () => (await callAs<{ name: string }[]>(baseUrl, quinn, 'i/apps', {})).map((a) => a.name);
    expect(await tokenNames()).toContain('Leaver');
    await page.goto(`${baseUrl}/settings/plugin`);

    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Plugins', level: 1 }).waitFor();
    await expect.poll(tokenNames).not.toContain('Leaver');
    expect(await main.getByRole('listitem', { name: 'Leaver v1' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
  it('calls the API with its own token, and asks for one on a device that has none', async () => {
    const whoami = `/// @ 1.2.1
### { name: "Whoami", version: "1", author: "tessera-tests", permissions: ["read:account"] }
let me = Mk:api("i", {})
if (Core:type(me) == "error") { <: \`no access: {me.name}\` } else { <: \`signed in as {me.username}\` }
`;
    const { page, problems } = await openPage(browser, baseUrl, quinn, '/');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await install(page, whoami);
    await page.getByRole('dialog', { name: 'Whoami' }).getByRole('button', { name: 'Allow' }).click();
    const main = page.getByRole('main');
    const card = main.getByRole('listitem', { name: 'Whoami v1' });
    await card.getByText('Log').click();
    await card.getByText('signed in as quinn', { exact: true }).waitFor();

    // As on another device where the synced plugin arrives without a token.
    await page.evaluate(() => {
      const device = JSON.parse(localStorage.getItem('tessera:preferences:device') ?? '{}');
      delete device['aiscript.pluginTokens'];
      localStorage.setItem('tessera:preferences:device', JSON.stringify(device));
    });
    await page.reload();
    await card.getByText('This plugin has no access token on this device').waitFor();
    await card.getByText('Log').click();
    await card.getByText('no access: request_failed', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Give it access' }).click();
    await page.getByRole('dialog', { name: 'Whoami' }).getByRole('button', { name: 'Allow' }).click();
    await card.getByText('signed in as quinn', { exact: true }).waitFor();
    expect(await card.getByText('This plugin has no access token on this device').count()).toBe(0);
    await card.getByRole('button', { name: 'Uninstall' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await card.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the scratchpad', () => {
  it('runs code from the tools menu with its output and Ui, earns the hello-world achievement and keeps the code', async () => {
    const { page, problems } = await openPage(browser, baseUrl, quinn, '/');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'About' }).click();
    await page.getByRole('menuitem', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Scratchpad' }).click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Scratchpad', level: 1 }).waitFor();
    const code = main.getByRole('textbox', { name: 'Code' });
    await code.fill(
      [
        '/// @ 1.2.1',
        '<: "Hello, world!"',
        'let count = Ui:C:text({ text: "clicked 0" })',
        'var n = 0',
        'Ui:render([count, Ui:C:button({ text: "Count", onClick: @() { n += 1; count.update({ text: `clicked {n}` }) } })])',
      ].join('\n'),
    );
    await main.getByRole('button', { name: 'Run' }).click();
    const output = main.getByRole('region', { name: 'Output' });
    await output.getByText('Hello, world!').waitFor();
    const drawn = main.getByRole('region', { name: 'What the script draws' });
    await drawn.getByRole('button', { name: 'Count' }).click();
    await drawn.getByRole('button', { name: 'Count' }).click();
    await drawn.getByText('clicked 2').waitFor();
    await expect
      .poll(async () =>
        (await callAs<{ name: string }[]>(baseUrl, quinn, 'users/achievements', { userId: quinn.id })).map(
          (a) => a.name,
        ),
      )
      .toContain('outputHelloWorldOnScratchpad');

    // Code without an annotation runs on the current AiScript, as in Misskey's scratchpad.
    await code.fill('<: 1 + 1\n<: Core:v');
    await main.getByRole('button', { name: 'Run' }).click();
    await output.getByText('2', { exact: true }).waitFor();
    await output.getByText(/^1\./).waitFor();

    // Errors are said in the output; the code stays across a reload.
    await code.fill('/// @ 1.2.1\nlet x = 1 +\n');
    await main.getByRole('button', { name: 'Run' }).click();
    await output.getByText(/line \d+, column \d+/).waitFor();
    await page.waitForTimeout(400);
    await page.reload();
    await main.getByRole('heading', { name: 'Scratchpad', level: 1 }).waitFor();
    expect(await main.getByRole('textbox', { name: 'Code' }).inputValue()).toContain('let x = 1 +');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('Play', () => {
  it('writes, previews and publishes a Play, which another person runs, likes and finds on the profile', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'quinn', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Play' }).click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Play', level: 1 }).waitFor();
    await main.getByRole('link', { name: 'New Play' }).click();
    await main.getByRole('heading', { name: 'New Play', level: 1 }).waitFor();
    await main.getByRole('textbox', { name: 'Title' }).fill('Greeter');
    await main.getByRole('textbox', { name: 'Summary' }).fill('Says **hello** to you');
    expect(await main.getByRole('textbox', { name: 'Script' }).inputValue()).toContain('Say hello');

    // The preview runs the script as it is; its dialog comes from the page.
    await main.getByRole('button', { name: 'Preview' }).click();
    const preview = main.getByRole('region', { name: 'Preview' });
    await preview.getByRole('textbox', { name: 'Your name' }).fill('Tess');
    await preview.getByRole('button', { name: 'Say hello' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Hello, Tess!').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();

    await main.getByRole('button', { name: 'Publish' }).click();
    await main.getByRole('heading', { name: 'Greeter', level: 1 }).waitFor();
    await main.getByText('hello', { exact: true }).waitFor();
    const playUrl = page.url();
    expect(playUrl).toMatch(/\/play\/\w+$/);
    await page.context().close();

    // Someone else runs it, likes it, sees it featured and on the author's profile.
    const other = await openPage(browser, baseUrl, rafe, new URL(playUrl).pathname);
    const stage = other.page.getByRole('main').getByRole('region', { name: 'The Play' });
    await stage.getByRole('button', { name: 'Play', exact: true }).click();
    await stage.getByRole('textbox', { name: 'Your name' }).fill('Rafe');
    await stage.getByRole('button', { name: 'Say hello' }).click();
    await other.page.getByRole('dialog').getByText('Hello, Rafe!').waitFor();
    await other.page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const like = other.page.getByRole('main').getByRole('button', { name: 'Like · 0' });
    await like.click();
    await other.page.getByRole('main').getByRole('button', { name: 'Like · 1' }).waitFor();
    await other.page.goto(`${baseUrl}/play`);
    await other.page.getByRole('list', { name: 'Featured' }).getByRole('link', { name: 'Greeter' }).waitFor();
    await other.page.goto(`${baseUrl}/@quinn`);
    await other.page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Play' }).click();
    await other.page.getByRole('list', { name: 'Plays by quinn' }).getByRole('link', { name: 'Greeter' }).waitFor();
    expect(problems).toEqual([]);
    expect(other.problems).toEqual([]);
    await other.page.context().close();
  });
});

describe('the AiScript widgets', () => {
  it('adds a button widget that runs its script, changes what it runs, and an app widget that draws its Ui', async () => {
    const { page, problems } = await openPage(browser, baseUrl, quinn, '/');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Edit widgets' }).click();
    await page.getByLabel('Add a widget').selectOption({ label: 'Button' });
    const widget = page.getByRole('region', { name: 'Button' });
    await widget.getByRole('button', { name: 'Run', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Hello, world!').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();

    await widget.getByRole('button', { name: 'Settings of Run' }).click();
    await widget.getByRole('textbox', { name: 'Button label' }).fill('Greet');
    await widget.getByRole('textbox', { name: 'Script' }).fill('/// @ 0.19.0\nMk:toast(`hi {USER_USERNAME}`)');
    await widget.getByRole('button', { name: 'Save' }).click();
    await widget.getByRole('button', { name: 'Greet', exact: true }).click();
    await page.getByText('hi quinn').waitFor();

    await page.getByLabel('Add a widget').selectOption({ label: 'AiScript app' });
    const app = page.getByRole('region', { name: 'AiScript app' });
    await app.getByText(String(new Date().getFullYear())).waitFor();
    // The layout is the synced widgets preference: it is there after a reload.
    await page.reload();
    await page.getByRole('region', { name: 'Button' }).getByRole('button', { name: 'Greet', exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
