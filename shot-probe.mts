import { launchChromium } from './tests/support/chromium';
import { openPage } from './tests/support/open-page';
import { callAs, createAccount } from './tests/support/session';
import { startTessera } from './tests/support/tessera-process';

const t = await startTessera(['--enable-test-reset', '--disable-rate-limits', '--skip-build']);
const a = await createAccount(t.url, 'tess');
const b = await createAccount(t.url, 'bob');
const f = await callAs<{ id: string }>(t.url, a, 'flash/create', {
  title: 'Counter',
  summary: 'Counts your **clicks**',
  permissions: [],
  script:
    '/// @ 1.2.1\nvar n = 0\nlet label = Ui:C:text({ text: "0 clicks", size: 1.5, bold: true })\nUi:render([Ui:C:container({ align: "center", bgColor: "#fde", padding: 12, rounded: true, children: [label, Ui:C:buttons({ buttons: [{ text: "Click", primary: true, onClick: @() { n += 1; label.update({ text: `{n} clicks` }) } }, { text: "Reset", onClick: @() { n = 0; label.update({ text: "0 clicks" }) } }] }), Ui:C:switch({ label: "Loud", caption: "Louder clicks" }), Ui:C:select({ label: "Colour", items: [{ text: "Red", value: "r" }, { text: "Blue", value: "b" }] }), Ui:C:folder({ title: "More", children: [Ui:C:mfm({ text: "$[tada hello] **world**" })] })] })])\n<: "ready"',
});
await callAs(t.url, b, 'flash/like', { flashId: f.id });
const browser = await launchChromium();
const { page } = await openPage(browser, t.url, a, `/play/${f.id}`);
await page.getByRole('button', { name: 'Play', exact: true }).click();
await page.getByRole('button', { name: 'Click' }).click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/play.png' });
await page.goto(`${t.url}/play`);
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/play-list.png' });
await page.setViewportSize({ width: 390, height: 800 });
await page.goto(`${t.url}/scratchpad`);
await page.getByRole('button', { name: 'Run' }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/scratch-phone.png' });
await browser.close();
await t.stop();
