import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import * as mfm from 'mfm-js';

/**
 * mfm-js takes time quadratic in the number of unclosed link or math openers (`[`, `\(`, `<plain>`):
 * 3,000 of them take about 9 s. Below this many openers a parse is a few milliseconds, so it runs
 * at once; above it, the parse runs on a worker thread with a time budget, and the only thread of
 * the server stays free for everyone else.
 */
export const RISKY_OPENERS = 100;
/** How long a risky parse may take before it is abandoned. */
export const PARSE_BUDGET_MS = 1000;
/** Risky parses at once; past this, more are not even tried. */
const MAX_WORKERS = 2;

/** How many openers of the slow kinds a text has. */
export function slowOpeners(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // `[` opens a link label; `$[` opens a function, which parses fast.
    if (c === 0x5b /* [ */ && text.charCodeAt(i - 1) !== 0x24 /* $ */) count++;
    else if (c === 0x5c /* \ */ && text.charCodeAt(i + 1) === 0x28 /* ( */) count++;
    else if (c === 0x3c /* < */ && text.startsWith('<plain>', i)) count++;
  }
  return count;
}

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const mfm = require(workerData.mfmPath);
parentPort.once('message', (text) => parentPort.postMessage(mfm.parse(text)));
`;
const mfmPath = createRequire(import.meta.url).resolve('mfm-js');
let running = 0;

/**
 * Parses a note's MFM within a bounded time: at once for ordinary text, on a worker for text that
 * could be slow. Gives null when the parse did not finish in time (or too many are running), and
 * the caller treats the text as having no mentions, hashtags or emoji, as plain text.
 */
export function parseBounded(text: string): mfm.MfmNode[] | Promise<mfm.MfmNode[] | null> {
  if (slowOpeners(text) <= RISKY_OPENERS) return mfm.parse(text);
  if (running >= MAX_WORKERS) return Promise.resolve(null);
  running++;
  return new Promise<mfm.MfmNode[] | null>((resolve) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { mfmPath } });
    let settled = false;
    const finish = (nodes: mfm.MfmNode[] | null) => {
      if (settled) return;
      settled = true;
      running--;
      clearTimeout(timer);
      void worker.terminate();
      resolve(nodes);
    };
    const timer = setTimeout(() => finish(null), PARSE_BUDGET_MS);
    worker.once('message', (nodes: mfm.MfmNode[]) => finish(nodes));
    worker.once('error', () => finish(null));
    worker.once('exit', () => finish(null));
    worker.postMessage(text);
  });
}
