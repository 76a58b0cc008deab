// `npm run bench`: starts Tessera as `npm start` does, drives real Chromium against it, and prints
// figures (no pass or fail): how soon the timeline shows notes, how soon a followed account's new
// note appears over the stream, and how many notes stay mounted, and how much memory the page
// holds, while a reader scrolls through 2,000 notes.
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/support/chromium';
import { callAs, createAccount, postNote, signInContext } from '../tests/support/session';
import { startTessera } from '../tests/support/tessera-process';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const tessera = await startTessera();
const browser = await launchChromium();
const figures: [string, string][] = [];
try {
  const base = tessera.url;
  const reader = await createAccount(base, 'reader');
  const writer = await createAccount(base, 'writer');
  await callAs(base, reader, 'following/create', { userId: writer.id });
  for (let i = 0; i < 30; i++) await postNote(base, writer, { text: `warm-up note ${i} with **some** #markup` });

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInContext(context, base, reader);
  const page = await context.newPage();

  // First notes on screen, cold and then warm (cached assets).
  const firstNotes: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = Date.now();
    await page.goto(`${base}/`);
    await page.getByRole('feed').getByRole('article').first().waitFor();
    firstNotes.push(Date.now() - started);
  }
  figures.push(['timeline: first notes shown (cold)', ms(firstNotes[0] ?? Number.NaN)]);
  figures.push(['timeline: first notes shown (warm, median of 4)', ms(median(firstNotes.slice(1)))]);

  // A followed account posts: time until the note is in the open home timeline.
  const latencies: number[] = [];
  for (let i = 0; i < 7; i++) {
    const text = `live note ${i}`;
    const started = Date.now();
    await postNote(base, writer, { text });
    await page.getByRole('feed').getByText(text, { exact: true }).waitFor();
    latencies.push(Date.now() - started);
  }
  figures.push(['stream: new note visible after posting (median of 7)', ms(median(latencies))]);

  // 2,000 notes: scroll to the end and back, counting mounted notes and the JS heap.
  const queue = Array.from({ length: 2000 }, (_, i) => i);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift())
        await postNote(base, writer, { text: `bulk ${i}` });
    }),
  );
  await page.goto(`${base}/`);
  await page.getByRole('feed').getByRole('article').first().waitFor();
  const { mostMounted, loaded, seconds } = await scrollThrough(page);
  figures.push(['2,000 notes: notes loaded by scrolling', String(loaded)]);
  figures.push(['2,000 notes: most note elements mounted at once', String(mostMounted)]);
  figures.push(['2,000 notes: time to scroll to the end', `${seconds.toFixed(1)} s`]);
  const heap = await heapUsed(page);
  figures.push(['2,000 notes: JS heap in use', `${(heap / 1024 / 1024).toFixed(1)} MiB`]);
} finally {
  await browser.close();
  await tessera.stop();
}

console.log('\nTessera benchmark (figures only; compare runs on the same machine)\n');
const width = Math.max(...figures.map(([name]) => name.length));
for (const [name, value] of figures) console.log(`  ${name.padEnd(width)}  ${value}`);

async function scrollThrough(page: Page): Promise<{ mostMounted: number; loaded: number; seconds: number }> {
  const feed = page.getByRole('feed');
  const articles = feed.getByRole('article');
  const end = page.getByText('You have reached the end.');
  const started = Date.now();
  let mostMounted = 0;
  for (let step = 0; step < 600 && !(await end.isVisible()); step++) {
    await page.keyboard.press('End');
    await page.waitForTimeout(100);
    mostMounted = Math.max(mostMounted, await articles.count());
  }
  const seconds = (Date.now() - started) / 1000;
  const loaded = Number(await feed.getAttribute('data-items'));
  return { mostMounted, loaded, seconds };
}

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize;
}
