import { launchChromium } from '../tests/support/chromium';
import { signInThroughForm } from '../tests/support/sign-in-form';
const base = 'http://127.0.0.1:3601';
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
const problems: string[] = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`); });
await page.goto(`${base}/`);
await signInThroughForm(page, 'bob', 'bobpass123');
await page.waitForTimeout(4000);
await page.screenshot({ path: '/tmp/shots/real-1.png' });
for (const path of process.argv.slice(2)) {
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/real${path.replace(/\//g, '_')}.png` });
}
console.log(problems.join('\n'));
await browser.close();
