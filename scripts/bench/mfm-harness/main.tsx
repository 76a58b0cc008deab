// The MFM benchmark page: renders the corpus with the SDK's Mfm component, the way notes render
// it, and reports how long each batch took. Built and opened by scripts/bench/mfm-figure.ts.
import { HostContext, loadMfmParser, Mfm, type TesseraHost } from '@tessera/sdk';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MFM_CORPUS } from './corpus';

const EMOJIS = { sunny: '/emoji/sunny.webp', berry: '/emoji/berry.webp', tessera: '/emoji/tessera.webp' };

// Mfm's links only ask the host for the router and page windows, which are never used here.
const host = {
  router: { push() {}, replace() {}, back() {} },
  modals: { openWindow() {} },
} as unknown as TesseraHost;

declare global {
  interface Window {
    /** Renders `count` notes of the corpus at once and gives the milliseconds it took. */
    renderMfmNotes(count: number): number;
    /** Renders one hostile note (text mfm-js parses in quadratic time) and gives how long the page was blocked, in ms. */
    renderWorstNote(text: string): number;
  }
}

const container = document.getElementById('notes') as HTMLElement;

/** Renders the content synchronously and gives how long that took, in ms. */
function timedRender(content: ReactNode): number {
  const root = createRoot(container);
  const started = performance.now();
  flushSync(() => root.render(<HostContext.Provider value={host}>{content}</HostContext.Provider>));
  const elapsed = performance.now() - started;
  root.unmount();
  return elapsed;
}

// Measured with the parser at hand, as notes render once it has come (it loads after the first view).
await loadMfmParser();

window.renderMfmNotes = (count) =>
  timedRender(
    Array.from({ length: count }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
      <article key={i}>
        <Mfm text={MFM_CORPUS[i % MFM_CORPUS.length] ?? ''} emojis={EMOJIS} />
      </article>
    )),
  );

window.renderWorstNote = (text) =>
  timedRender(
    <article>
      <Mfm text={text} />
    </article>,
  );
