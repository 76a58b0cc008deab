import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { RunTable } from './stats';

const here = new URL('.', import.meta.url).pathname;
/**
 * The worst note known: unclosed brackets up to the 3,000-character limit (mfm-js parses them in
 * quadratic time), leaving room for a run number that keeps each run's text new.
 */
export const WORST_NOTE = '['.repeat(2990);
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Builds the MFM page (production React), opens it in Chromium, and renders `notes` notes of the
 * fixed corpus once per run after a warm-up: notes rendered per second; and how long rendering
 * the worst note blocks the page.
 */
export async function measureMfm(browser: Browser, notes: number, runs: number): Promise<RunTable> {
  const outDir = mkdtempSync(join(tmpdir(), 'tessera-mfm-bench-'));
  await build({
    configFile: false,
    root: join(here, 'mfm-harness'),
    base: './',
    logLevel: 'warn',
    mode: 'production',
    resolve: { alias: { '@tessera/sdk': join(here, '../../sdk/index.ts') } },
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    try {
      const body = readFileSync(join(outDir, path === '/' ? 'index.html' : path));
      response.writeHead(200, { 'Content-Type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const table = new RunTable();
  const page = await browser.newPage();
  try {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => typeof window.renderMfmNotes === 'function');
    await page.evaluate((count) => window.renderMfmNotes(count), notes); // warm-up
    for (let run = 0; run < runs; run++) {
      const ms = await page.evaluate((count) => window.renderMfmNotes(count), notes);
      table.add('notesPerSecond', (notes / ms) * 1000);
      // A different text each run, so no run finds the parse of an earlier one cached.
      const worst = `${WORST_NOTE}${run}`;
      table.add('worstNoteBlocked', await page.evaluate((text) => window.renderWorstNote(text), worst));
    }
  } finally {
    await page.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  return table;
}
