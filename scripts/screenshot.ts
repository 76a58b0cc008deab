// Takes a screenshot of a page in headless Chromium, to look at what we built as a user would:
//   node --import tsx scripts/screenshot.ts URL OUT.png [WIDTH] [HEIGHT]
import { launchChromium } from '../tests/support/chromium';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node --import tsx scripts/screenshot.ts URL OUT.png [WIDTH] [HEIGHT]');
  process.exit(2);
}
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: out });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
}
