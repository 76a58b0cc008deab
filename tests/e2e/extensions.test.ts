import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../support/build-client';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { guardPage } from '../support/page-guard';
import { createAccount, signInContext } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';
import { startTessera, type TesseraProcess } from '../support/tessera-process';

// A client built with the example extensions (hello-widget, and the two of examples/outside-built,
// which a test of the package builds outside the tree) and an extension that throws on activation.
let clientDir: string;
let tessera: TesseraProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let guard: ReturnType<typeof guardPage>;

beforeAll(async () => {
  clientDir = buildClient(
    'extensions/*,examples/hello-widget,examples/outside-built/*,tests/e2e/fixtures/throwing-extension',
  );
  tessera = await startTessera(['--skip-build', '--client-dir', clientDir]);
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Signed in: widgets are the member layout's.
  await signInContext(context, tessera.url, await createAccount(tessera.url, 'builder'));
  page = await context.newPage();
  guard = guardPage(page);
  // A failed activation is logged to the console on purpose; only CSP problems and page errors count.
  await page.goto(`${tessera.url}/`);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  // Marks this page load: if the marker survives, nothing below reloaded the page.
  await page.evaluate(() => {
    (window as unknown as { loadMarker: string }).loadMarker = 'first-load';
  });
});

afterAll(async () => {
  await browser?.close();
  await tessera?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

const menu = () => page.getByRole('navigation', { name: 'Main menu' });
/** Settings > Extensions, through the menu as a person gets there. */
const openExtensionSettings = async () => {
  await menu().getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Extensions' }).click();
};
const sameLoad = () => page.evaluate(() => (window as unknown as { loadMarker?: string }).loadMarker);

describe('extensions in the running app', () => {
  it('draws the menu items of working extensions, and not of one whose activation threw', async () => {
    await menu().getByRole('link', { name: 'Hello' }).waitFor();
    expect(await menu().getByRole('link', { name: 'Settings' }).isVisible()).toBe(true);
    expect(await menu().getByRole('link', { name: 'Never shown' }).count()).toBe(0);
  });

  it('navigates to an extension page inside the page', async () => {
    await menu().getByRole('link', { name: 'Hello' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hello, world!' }).waitFor();
    await page.getByRole('link', { name: 'Greet Tessera' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hello, Tessera!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/hello/tessera');
    expect(await sameLoad()).toBe('first-load');
  });

  it('opens a page window on shift-click, with its own router', async () => {
    await menu()
      .getByRole('link', { name: 'Hello' })
      .click({ modifiers: ['Shift'] });
    const win = page.getByRole('dialog', { name: '/hello' });
    await win.getByRole('heading', { name: 'Hello, world!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/hello/tessera'); // the main view stays where it was
    await win.getByRole('link', { name: 'Greet Tessera' }).click();
    const moved = page.getByRole('dialog', { name: '/hello/tessera' });
    await moved.getByRole('heading', { name: 'Hello, Tessera!' }).waitFor();
    await moved.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: '/hello' }).getByRole('heading', { name: 'Hello, world!' }).waitFor();
    await page.getByRole('dialog', { name: '/hello' }).getByRole('button', { name: 'Maximize' }).click();
    const box = await page.getByRole('dialog', { name: '/hello' }).boundingBox();
    expect(box?.width).toBe(1280);
    await page.getByRole('dialog', { name: '/hello' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog', { name: '/hello' }).getByRole('button', { name: 'Reload' }).focus();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await sameLoad()).toBe('first-load');
  });

  it('shows the failed extension by name in Settings > Extensions', async () => {
    await openExtensionSettings();
    await page.getByRole('heading', { level: 1, name: 'Extensions' }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'planted failure' });
    expect(await alert.textContent()).toBe('activation failed: planted failure');
    expect(await page.getByRole('switch', { name: 'Shell' }).isDisabled()).toBe(true);
  });

  it('adds the example widget to the widget column', async () => {
    await page.getByRole('button', { name: 'Edit widgets' }).click();
    await page.getByLabel('Add a widget').selectOption({ label: 'Greeting' });
    await page.getByRole('button', { name: 'Done editing widgets' }).click();
    await page.getByRole('region', { name: 'Greeting' }).getByText('Welcome to Tessera.').waitFor();
    // The layout is the `widgets` preference (Misskey's key), held in the device's preference profile.
    const inProfile = await page.evaluate(() =>
      Object.values(localStorage).some((v) => /"widgets":\[[^\]]*"name":"hello"/.test(v)),
    );
    expect(inProfile).toBe(true);
  });

  it('disables an extension at run time: its route, menu item and widget vanish without a reload', async () => {
    const hello = page.getByRole('switch', { name: 'Hello example' });
    expect(await hello.getAttribute('aria-checked')).toBe('true');
    await hello.click();
    await page.waitForFunction(
      () =>
        document.querySelector('[role="switch"][aria-label="Hello example"]')?.getAttribute('aria-checked') === 'false',
    );
    expect(await menu().getByRole('link', { name: 'Hello' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Greeting' }).count()).toBe(0);
    expect(await sameLoad()).toBe('first-load');

    // Its page is gone too: the address now shows the not-found page.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/hello');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await sameLoad()).toBe('first-load');
  });

  it('keeps the choice on this device, and brings everything back when enabled again', async () => {
    await page.reload();
    await openExtensionSettings();
    const hello = page.getByRole('switch', { name: 'Hello example' });
    expect(await hello.getAttribute('aria-checked')).toBe('false');
    expect(await menu().getByRole('link', { name: 'Hello' }).count()).toBe(0);
    await hello.click();
    await menu().getByRole('link', { name: 'Hello' }).waitFor();
    await page.getByRole('region', { name: 'Greeting' }).waitFor();
    expect(guard.problems).toEqual([]);
  });
});

describe('the example built outside the tree (examples/outside-built), built into the app', () => {
  it('shows its page from the main menu with its own point, menu slot and preference filled and used, its widget and its deck column, to a person who signed in through the form', async () => {
    await createAccount(tessera.url, 'stranger');
    const { page: own, problems } = await openPage(browser, tessera.url, null, '/');
    await signInThroughForm(own, 'stranger', 'test-password');
    const ownMenu = own.getByRole('navigation', { name: 'Main menu' });
    await ownMenu.getByRole('link', { name: 'Server facts' }).click();
    const facts = own.getByRole('region', { name: 'Facts about this server' });
    await facts.getByText('Software version').waitFor();
    await facts.getByText('Tessera', { exact: true }).waitFor();
    expect(new URL(own.url()).pathname).toBe('/server-facts');

    // Its own point, filled by the second extension: a fact with its own component.
    await facts.getByText('Online now').waitFor();
    // Its own menu slot, filled by the second extension.
    await facts.getByRole('button', { name: 'Facts menu' }).click();
    await own.getByRole('menuitem', { name: 'About this server' }).waitFor();
    await own.keyboard.press('Escape');
    // Its own preference, with its row in Settings > Preferences.
    await own.goto(`${tessera.url}/settings/preferences`);
    const counts = own.getByRole('main').getByRole('switch', { name: 'Count the users and notes' });
    await counts.click();
    await expect.poll(() => counts.getAttribute('aria-checked')).toBe('false');
    await own.goto(`${tessera.url}/server-facts`);
    await facts.getByText('Software version').waitFor();
    expect(await facts.getByText('Local notes').count()).toBe(0);
    await own.goto(`${tessera.url}/settings/preferences`);
    await counts.click();
    await expect.poll(() => counts.getAttribute('aria-checked')).toBe('true');
    await own.goto(`${tessera.url}/server-facts`);
    await facts.getByText('Local notes').waitFor();

    await own.getByRole('button', { name: 'Edit widgets' }).click();
    await own.getByLabel('Add a widget').selectOption({ label: 'Server facts' });
    await own.getByRole('button', { name: 'Done editing widgets' }).click();
    const widget = own.getByRole('region', { name: 'Server facts' });
    await widget.getByText('Local users').waitFor();
    await widget.getByText('Tessera', { exact: true }).waitFor();

    // Its deck column (from the second extension, drawn by the first's component service), from
    // the deck's root: on another page the deck shows that page alone.
    await own.goto(`${tessera.url}/`);
    await ownMenu.getByRole('button', { name: 'Layout' }).click();
    await own.getByRole('dialog').getByRole('combobox').selectOption({ label: 'Deck' });
    await own.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await own.getByRole('button', { name: 'Add a column' }).click();
    await own.getByRole('menuitem', { name: 'Server facts' }).click();
    const column = own
      .getByRole('region', { name: 'Server facts', exact: true })
      .filter({ has: own.getByRole('button', { name: 'Server facts column menu' }) });
    await column.getByText('Local notes').waitFor();
    expect(problems).toEqual([]);
    await own.context().close();
  });
});
