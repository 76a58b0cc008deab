import type * as mfm from 'mfm-js';
import { afterPaint } from '../../after-paint';
import { MFM_NEST_LIMIT } from './limits';

/**
 * mfm-js takes time quadratic in unclosed link and math openers (`[`, `\(`, `<plain>`): a note of
 * 3,000 brackets froze a tab for nearly two minutes. Text with at most this many parses at once
 * (a few milliseconds); text with more parses on a worker, within a time budget.
 */
export const MFM_SAFE_OPENERS = 100;
/** How long a worker parse may take before the text stays plain for good. */
export const MFM_PARSE_BUDGET_MS = 1500;

/** `[` opens a link label (but `$[` a function, which parses fast), `\(` inline math. */
const OPENERS = /(?<!\$)\[|\\\(|<plain>/g;
const CACHE_SIZE = 500;
/** Parsed trees by text, newest last: notes scroll in and out of a virtualised feed many times. */
const cache = new Map<string, mfm.MfmNode[]>();
const pending = new Map<string, Promise<mfm.MfmNode[]>>();

/** mfm-js's parser with the renderer of its trees: one chunk, loaded after the first paint. */
export type LateMfm = typeof import('./late');
let parser: LateMfm | null = null;
let loadingParser: Promise<LateMfm> | null = null;

/**
 * Loads mfm-js and the renderer of its trees (once). They are not part of the first view's code:
 * the first notes draw as plain text when they need it before it has come, and their tree follows
 * a moment later.
 */
export function loadMfmParser(): Promise<void> {
  return loadParserModule().then(() => undefined);
}

function loadParserModule(): Promise<LateMfm> {
  // After the paint: an effect of the first notes asks for it, and React may run effects before
  // the frame is painted, which would put the parser's code ahead of the first note.
  loadingParser ??= afterPaint()
    .then(() => import('./late'))
    .then(
      (module) => {
        parser = module;
        return module;
      },
      (error: unknown) => {
        loadingParser = null; // asked again next time
        throw error;
      },
    );
  return loadingParser;
}

/**
 * mfm-js and the renderer if they have loaded, else null. Asking does not load it: views load it after they have
 * painted (`parseMfmLater`, `loadMfmParser` in an effect), so no first paint waits for it.
 */
export function lateMfmNow(): LateMfm | null {
  return parser;
}

/** Whether parsing this text could take long. */
export function isSlowMfm(text: string): boolean {
  let count = 0;
  OPENERS.lastIndex = 0;
  while (OPENERS.exec(text)) if (++count > MFM_SAFE_OPENERS) return true;
  return false;
}

/** The text as a single text node: what slow text shows until (or unless) its parse arrives. */
export function plainNodes(text: string): mfm.MfmNode[] {
  return [{ type: 'text', props: { text } }];
}

function remember(text: string, nodes: mfm.MfmNode[]): mfm.MfmNode[] {
  cache.delete(text);
  cache.set(text, nodes);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return nodes;
}

/**
 * The MFM tree of a text if it can be had at once (ordinary text, or slow text parsed before),
 * else undefined: then `parseMfmLater` brings it. Never blocks for long.
 */
export function parseMfmNow(text: string): mfm.MfmNode[] | undefined {
  const known = cache.get(text);
  if (known) return remember(text, known);
  if (isSlowMfm(text)) return undefined;
  const module = lateMfmNow();
  return module ? remember(text, module.parse(text, { nestLimit: MFM_NEST_LIMIT })) : undefined;
}

/**
 * The tree of a text that `parseMfmNow` could not give: ordinary text once mfm-js has loaded,
 * slow text parsed on a worker, or the text as plain when that parse runs past its budget or no
 * worker can run (the result is kept either way).
 */
export async function parseMfmLater(text: string): Promise<mfm.MfmNode[]> {
  if (!isSlowMfm(text)) {
    try {
      await loadMfmParser();
    } catch {
      return plainNodes(text); // the code could not come: the text stays as written
    }
  }
  const now = parseMfmNow(text);
  if (now) return now;
  const running = pending.get(text);
  if (running) return running;
  const parse = new Promise<mfm.MfmNode[]>((resolve) => {
    if (typeof Worker === 'undefined') return resolve(plainNodes(text));
    let worker: Worker;
    try {
      worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return resolve(plainNodes(text));
    }
    const done = (nodes: mfm.MfmNode[]) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(nodes);
    };
    const timer = setTimeout(() => done(plainNodes(text)), MFM_PARSE_BUDGET_MS);
    worker.onmessage = (event: MessageEvent<mfm.MfmNode[]>) => done(event.data);
    worker.onerror = () => done(plainNodes(text));
    worker.postMessage({ text, nestLimit: MFM_NEST_LIMIT });
  }).then((nodes) => {
    pending.delete(text);
    return remember(text, nodes);
  });
  pending.set(text, parse);
  return parse;
}
