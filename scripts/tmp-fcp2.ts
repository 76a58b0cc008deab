// Temporary: FCP of several pages, alternating cold loads, medians.
import { chromium } from 'playwright-core';
import { startFloorPage } from './bench/floor-page';
const base = 'http://127.0.0.1:3556';
const urls = (process.env.URLS ?? '').split(',').filter(Boolean);
const runs = Number(process.env.RUNS ?? 10);
const r = await fetch(`${base}/api/signin-flow`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'alice', password: 'tessera-demo' }) });
const { id, i: token } = (await r.json()) as { id: string; i: string };
const floor = await startFloorPage(base, token, 'dist');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
async function load(url: string) {
  const host = new URL(url).host;
  const stored = JSON.stringify({ list: [[host, { id, username: 'alice' }]], tokens: { [`${host}/${id}`]: token }, infos: {}, current: `${host}/${id}` });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((v) => { if (!localStorage.getItem('tessera:accounts')) localStorage.setItem('tessera:accounts', v); }, stored);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForTimeout(700);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
  await context.close();
  return fcp;
}
const all = [floor.url, ...urls];
const table: number[][] = all.map(() => []);
for (const u of all) await load(u);
for (let n = 0; n < runs; n++) for (const [k, u] of all.entries()) table[k].push(await load(u));
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [k, u] of all.entries()) console.log(`${k === 0 ? 'floor' : u}: median ${med(table[k]).toFixed(0)}  [${table[k].map((v) => v.toFixed(0)).join(' ')}]`);
await browser.close(); await floor.stop();
