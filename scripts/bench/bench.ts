// `npm run bench`: measures Tessera the way its users feel it and prints the figures as a table,
// also written to tests/bench/results.json. Nothing here passes or fails; compare runs made on
// the same machine. `--instance URL --token TOKEN` measures figures 1 to 4 with Tessera in proxy
// mode in front of another Misskey-compatible server, and figure 9, Tessera beside the server's
// own web client; `--runs N` changes the runs per figure; `--figures 1,9` measures only those.
// Figure 11 is the latency proxy mode adds per API call (`meta` and `notes/timeline`, median and
// 95th percentile): locally, a second Tessera in proxy mode in front of the local instance; with
// `--instance`, Tessera in front of that server against the server called straight.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../../tests/support/chromium';
import { postNote, signInContext, type TestAccount } from '../../tests/support/session';
import { FIRST_VIEW_COSTS_FILE, type FirstViewCost } from '../first-view-costs-plugin';
import { insertChatMessages, measureChatScroll } from './chat-figure';
import { measureSideBySide } from './compare-figure';
import { measureDeck } from './deck-figure';
import { startFloorPage } from './floor-page';
import { insertNotes } from './generate-notes';
import { measureColdLoads } from './load-figures';
import { writeTestExtensions } from './many-extensions';
import { measureMedia } from './media-figure';
import { measureMfm } from './mfm-figure';
import { installProbes } from './page-probes';
import { installMarkerPlugin, removeMarkerPlugin } from './plugin-scroll';
import { measureProxyOverhead } from './proxy-figure';
import { buildRuntimeExtensions } from './runtime-extensions';
import { measureLongScroll } from './scroll-figure';
import { measureServer } from './server-figure';
import { type Figure, figure, formatTable, RunTable } from './stats';
import { measureStreaming } from './stream-figure';
import { startLocalTarget, startProxyInFront, startRemoteTarget } from './target';

/** The repository, where builds take their extension folders from. */
const root = new URL('../..', import.meta.url).pathname;
/** The extensions of the trimmed build of figure 1 (those that exist in this tree). */
const TRIMMED = ['extensions/auth', 'extensions/notes', 'extensions/timeline', 'extensions/composer'];

const { values } = parseArgs({
  options: {
    instance: { type: 'string' },
    token: { type: 'string' },
    runs: { type: 'string', default: '5' },
    figures: { type: 'string' },
  },
});
if ((values.instance === undefined) !== (values.token === undefined)) {
  console.error('bench: --instance and --token go together');
  process.exit(2);
}
const runs = Math.max(1, Number(values.runs));
const chosen = values.figures ? new Set(values.figures.split(',').map(Number)) : null;
/** Whether any of these figures is to be measured. */
const want = (...numbers: number[]) => !chosen || numbers.some((n) => chosen.has(n));
/** Each extension's bytes in the first view, read from the build with figure 1. */
let extensionCosts: Record<string, FirstViewCost> | undefined;
const remote = values.instance !== undefined;
const figures: Figure[] = [];
const step = (what: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${what}`);

const started = Date.now();
step(remote ? `starting Tessera in front of ${values.instance}` : 'building and starting Tessera');
const target = remote
  ? await startRemoteTarget(values.instance as string, values.token as string)
  : await startLocalTarget();
const browser = await launchChromium({ quiet: true });
try {
  if (target.dataDir) {
    step('storing 200 notes');
    insertNotes(target.dataDir, target.poster.id, 200, (i) => `note ${i} with **bold**, #tags and :emoji:`);
  }

  if (want(1, 2)) step('figures 1 and 2: cold loads of the full build');
  const full = want(1, 2)
    ? await measureColdLoads(browser, target.url, target.reader, runs, { trace: true })
    : new RunTable();
  if (want(1)) {
    extensionCosts = readExtensionCosts();
    const total = (c: FirstViewCost) => c.code + c.strings;
    const all = Object.values(extensionCosts);
    figures.push(
      figure(1, 'extensions: their code in the first view (raw, all)', 'KB', [sumOf(all, (c) => c.code) / 1024]),
      figure(1, 'extensions: their strings in the first view (raw, all)', 'KB', [sumOf(all, (c) => c.strings) / 1024]),
      figure(1, 'extensions: the costliest one in the first view (code + strings, raw)', 'KB', [
        Math.max(0, ...all.map(total)) / 1024,
      ]),
    );
    figures.push(
      figure(1, 'initial JS+CSS before the first note (raw)', 'KB', full.get('jsCssRaw')),
      figure(1, 'initial JS+CSS before the first note (gzip)', 'KB', full.get('jsCssGzip'), 120),
      figure(1, 'strings before the first note (gzip)', 'KB', full.get('stringsGzip')),
      figure(1, 'JS, CSS and strings before the first note (gzip)', 'KB', full.get('firstViewGzip'), 125),
      figure(
        1,
        'the same in the language with the largest strings (gzip)',
        'KB',
        full.get('firstViewGzipWorstLanguage'),
        125,
      ),
      figure(1, 'requests before the first note', '', full.get('requests')),
    );
    step('figure 1: the trimmed build');
    const trimmedServer = await target.startTrimmed(TRIMMED.filter((f) => existsFolder(f)));
    try {
      const trimmed = await measureColdLoads(browser, trimmedServer.url, target.reader, runs);
      figures.push(
        figure(1, 'trimmed build: initial JS+CSS (raw)', 'KB', trimmed.get('jsCssRaw')),
        figure(1, 'trimmed build: initial JS+CSS (gzip)', 'KB', trimmed.get('jsCssGzip')),
        figure(1, 'trimmed build: requests before the first note', '', trimmed.get('requests')),
      );
    } finally {
      await trimmedServer.stop();
    }
    step('figure 1: a build with 28 more small extensions (40 in all)');
    const generated = writeTestExtensions(root, 28);
    const manyServer = await target.startTrimmed(['extensions/*', generated.pattern]);
    try {
      const many = await measureColdLoads(browser, manyServer.url, target.reader, runs);
      const extra = many.get('jsCssGzip').map((kb, i) => kb - (full.get('jsCssGzip')[i] ?? kb));
      figures.push(
        figure(1, '40 extensions: initial JS+CSS (gzip)', 'KB', many.get('jsCssGzip')),
        figure(1, '40 extensions: more than the full build (gzip)', 'KB', extra, 2),
        figure(1, '40 extensions: requests before the first note', '', many.get('requests')),
      );
    } finally {
      await manyServer.stop();
      generated.remove();
    }
    step('figure 1: ten extensions installed at run time (--extensions-dir)');
    const runtime = await buildRuntimeExtensions(root, 10);
    const runtimeServer = await target.startWith(['--extensions-dir', runtime.dir]);
    try {
      const installed = await measureColdLoads(browser, runtimeServer.url, target.reader, runs);
      const pageAndFirstView = (table: RunTable) =>
        table.get('firstViewGzip').map((kb, i) => kb + (table.get('pageGzip')[i] ?? 0));
      const before = pageAndFirstView(full);
      figures.push(
        figure(
          1,
          '10 run-time extensions: page, JS, CSS and strings before the first note (gzip)',
          'KB',
          pageAndFirstView(installed),
        ),
        // At most what their manifests weigh as files: the page adds only them and the import map.
        figure(
          1,
          '10 run-time extensions: more than without them (gzip)',
          'KB',
          pageAndFirstView(installed).map((kb, i) => kb - (before[i] ?? kb)),
          runtime.manifestFilesGzip / 1024,
        ),
        figure(1, '10 run-time extensions: their manifests together, as the page carries them (gzip)', 'KB', [
          runtime.manifestsGzip / 1024,
        ]),
        figure(1, '10 run-time extensions: requests before the first note', '', installed.get('requests')),
      );
    } finally {
      await runtimeServer.stop();
      runtime.remove();
    }
  }
  if (remote && want(9)) {
    step("figure 9: side by side with the server's own web client, alternating cold loads");
    await sideBySide(browser, target.url, values.instance as string, target.reader);
  }
  if (want(2)) {
    figures.push(
      figure(2, 'cold load: first timeline note visible', 'ms', full.get('firstNote'), 600),
      figure(2, 'cold load: first contentful paint', 'ms', full.get('firstContentfulPaint')),
      figure(2, 'cold load: long tasks over 50 ms', '', full.get('longTasks')),
      figure(2, 'cold load: longest task', 'ms', full.get('longestTask')),
      figure(2, 'cold load: extension mains activated before the first note', '', full.get('mainsBeforeFirstNote')),
      figure(2, 'cold load: extension mains activated once the page has settled', '', full.get('mainsSettled')),
      figure(
        2,
        'repeat visit: JS and CSS files not from the service worker',
        '',
        full.get('repeatVisitCodeFetched'),
        0,
      ),
      figure(2, 'cold load: requests by the time the page settled', '', full.get('requestsBySettle'), 66),
      figure(2, 'cold load: JS files among them', '', full.get('jsFilesBySettle')),
      figure(2, 'cold load: CSS files among them', '', full.get('cssFilesBySettle')),
      figure(2, 'cold load: page settled (no request for 2 s) at', 'ms', full.get('settledAt')),
    );
    step('figure 2: cold loads over an emulated slow link (100 ms latency, 10 Mbit/s)');
    const slow = await measureColdLoads(browser, target.url, target.reader, runs, { throttled: true });
    figures.push(
      figure(2, 'slow link: first timeline note visible', 'ms', slow.get('firstNote')),
      figure(2, 'slow link: requests by the time the page settled', '', slow.get('requestsBySettle'), 66),
      figure(2, 'slow link: page settled (no request for 2 s) at', 'ms', slow.get('settledAt')),
    );
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInContext(context, target.url, target.reader);
  await installProbes(context);
  const page = await context.newPage();

  if (want(4)) {
    step('figure 4: streaming at 20 notes a second for 30 s');
    const stream = await measureStreaming(page, target.url, target.poster, { rate: 20, seconds: 30, runs });
    figures.push(
      figure(4, 'streaming: delay to the page, median', 'ms', stream.get('median')),
      figure(4, 'streaming: delay to the page, 95th percentile', 'ms', stream.get('p95'), 100),
      figure(4, 'streaming: notes not shown', '', stream.get('missed')),
      figure(4, 'streaming: long tasks over 50 ms', '', stream.get('longTasks'), 0),
      figure(4, 'streaming: longest task', 'ms', stream.get('longestTask')),
    );
  }

  if (target.dataDir && want(3, 10)) {
    step('storing 10,000 notes');
    insertNotes(target.dataDir, target.poster.id, 10_000, (i) => `long timeline note ${i}: **bold** #tag :sunny:`);
    // One note from now on top, so the timeline's first page is fresh.
    await postNote(target.url, target.poster, { text: 'newest note' });
  }
  if (want(3)) {
    step('figure 3: scrolling through 10,000 notes');
    const scroll = await measureLongScroll(page, target.url, 10_000, runs);
    figures.push(
      figure(3, 'long timeline: notes scrolled through', '', scroll.get('loaded')),
      figure(3, 'long timeline: DOM nodes in the timeline (most)', '', scroll.get('feedNodes'), 1500),
      figure(3, 'long timeline: DOM nodes in the document', '', scroll.get('documentNodes')),
      figure(3, 'long timeline: note elements mounted (most)', '', scroll.get('mountedNotes')),
      figure(3, 'long timeline: JS heap after GC', 'MB', scroll.get('heap'), 60),
      figure(3, 'long timeline: longest frame while scrolling', 'ms', scroll.get('longestFrame'), 50),
      figure(3, 'long timeline: time to scroll to the end', 's', scroll.get('seconds')),
    );

    step('figure 3: the same scroll with a plugin whose note_view_interruptor changes every note');
    await installMarkerPlugin(page, target.url);
    const marked = await measureLongScroll(page, target.url, 10_000, runs);
    await removeMarkerPlugin(page, target.url);
    figures.push(
      figure(3, 'long timeline with a note-view plugin: notes scrolled through', '', marked.get('loaded')),
      figure(3, 'long timeline with a note-view plugin: JS heap after GC', 'MB', marked.get('heap'), 60),
      figure(
        3,
        'long timeline with a note-view plugin: longest frame while scrolling',
        'ms',
        marked.get('longestFrame'),
        50,
      ),
      figure(3, 'long timeline with a note-view plugin: time to scroll to the end', 's', marked.get('seconds')),
    );
  }

  if (want(10)) {
    step('figure 10: the deck with 6 timeline columns of 1,000 notes each');
    const deck = await measureDeck(browser, target.url, target.reader, { columns: 6, perColumn: 1000, runs });
    figures.push(
      figure(10, 'deck, 6 timeline columns: every column showing a note', 'ms', deck.get('firstView')),
      figure(10, 'deck, 6 timeline columns: notes loaded in the emptiest column', '', deck.get('leastLoaded')),
      figure(10, 'deck, 6 timeline columns: DOM nodes in the document', '', deck.get('documentNodes')),
      figure(10, 'deck, 6 timeline columns: note elements mounted', '', deck.get('articles')),
      figure(10, 'deck, 6 timeline columns: JS heap after GC', 'MB', deck.get('heap')),
      figure(10, 'deck, 6 timeline columns: WebSocket connections', '', deck.get('sockets'), 1),
    );
  }

  if (target.dataDir && want(8)) {
    step('figure 8: scrolling back through a chat of 5,000 messages');
    insertChatMessages(target.dataDir, target.reader.id, target.poster.id, 5_000);
    const chat = await measureChatScroll(page, target.url, target.poster.id, 5_000, runs);
    figures.push(
      figure(8, 'long chat: messages scrolled back through', '', chat.get('loaded')),
      figure(8, 'long chat: DOM nodes in the conversation (most)', '', chat.get('feedNodes'), 1500),
      figure(8, 'long chat: message elements mounted (most)', '', chat.get('mountedMessages')),
      figure(8, 'long chat: JS heap after GC', 'MB', chat.get('heap'), 60),
      figure(8, 'long chat: longest frame while scrolling back', 'ms', chat.get('longestFrame'), 50),
      figure(8, 'long chat: time to scroll back to the first message', 's', chat.get('seconds')),
    );
  }

  if (want(7)) {
    step('figure 7: media (the viewer, uploads)');
    const media = await measureMedia(page, target.url, target.reader, runs);
    figures.push(
      figure(7, 'media viewer: click to image shown, first open (its code loads)', 'ms', media.get('viewerCold')),
      figure(7, 'media viewer: click to image shown, later opens', 'ms', media.get('viewerWarm')),
      figure(7, 'upload through the drive page, 16 MiB as it is (higher is better)', 'MiB/s', media.get('uploadMiBps')),
      figure(7, 'upload of a 4000x3000 photo with compression, choice to arrival', 's', media.get('photoSeconds')),
    );
  }
  await context.close();

  if (want(5)) {
    step('figure 5: MFM rendering');
    const mfm = await measureMfm(browser, 1000, runs);
    figures.push(
      figure(5, 'MFM: notes rendered per second (higher is better)', '', mfm.get('notesPerSecond')),
      figure(
        5,
        'MFM: worst note (3,000 brackets), page blocked while rendering',
        'ms',
        mfm.get('worstNoteBlocked'),
        50,
      ),
    );
  }

  if (want(11)) {
    step('figure 11: the latency proxy mode adds, 200 calls each way per endpoint');
    await proxyOverhead();
  }
} finally {
  await browser.close();
  await target.stop();
}

if (!remote && want(6)) {
  step('figure 6: the local instance with 100,000 notes');
  const server = await measureServer({ stored: 100_000, concurrency: 8, seconds: 3, runs });
  figures.push(
    figure(6, 'local instance: notes/create per second (higher is better)', '', server.get('createPerSecond')),
    figure(6, 'local instance: notes/create median latency', 'ms', server.get('createLatency')),
    figure(6, 'local instance: notes/timeline per second (higher is better)', '', server.get('timelinePerSecond')),
    figure(6, 'local instance: notes/timeline median latency', 'ms', server.get('timelineLatency')),
    figure(6, 'local instance: worst note (3,000 brackets), notes/create', 'ms', server.get('worstCreate')),
    figure(6, "local instance: another client's ping meanwhile", 'ms', server.get('pingDuringWorst'), 100),
  );
}

const results = {
  date: new Date().toISOString(),
  target: remote ? values.instance : 'local instance',
  runs,
  minutes: (Date.now() - started) / 60_000,
  figures,
  extensionCosts,
};
const resultsDir = new URL('../../tests/bench/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(new URL('results.json', resultsDir), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nTessera benchmark, ${results.target}, ${runs} runs each, ${results.minutes.toFixed(1)} minutes\n`);
console.log(formatTable(figures));
if (extensionCosts) {
  console.log(
    '\nEach extension in the first view (bytes as built: its code in the first chunks, its English strings):',
  );
  const rows = Object.entries(extensionCosts).sort(([, a], [, b]) => b.code + b.strings - (a.code + a.strings));
  for (const [id, cost] of rows) {
    console.log(
      `  ${id.padEnd(22)} ${String(cost.code).padStart(6)} code  ${String(cost.strings).padStart(6)} strings`,
    );
  }
}
console.log('\nAlso written to tests/bench/results.json');

/** Per run, one table's figure over another's (the runs alternate, so run i of each is a pair). */
function runRatios(over: RunTable, under: RunTable, name: string): number[] {
  return over.get(name).map((v, i) => v / (under.get(name)[i] ?? Number.NaN));
}

/** Per run, one table's figure less another's (run i of each is a pair, as for runRatios). */
function runDifferences(over: RunTable, under: RunTable, name: string): number[] {
  return over.get(name).map((v, i) => v - (under.get(name)[i] ?? Number.NaN));
}

/**
 * Figure 9: Tessera in proxy mode and the server's own web client at its root, measured alike in
 * one run (a server without a web client there is left out, with a word why).
 */
async function sideBySide(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  tessera: string,
  instance: string,
  account: TestAccount,
): Promise<void> {
  // The newest note of the home timeline, found by a word no other note has.
  const marker = `benchmark${Date.now().toString(36)}`;
  await postNote(tessera, account, { text: `${marker} side by side` });
  const floorPage = await startFloorPage(instance, account.token, join(root, 'dist'));
  try {
    const {
      tessera: ours,
      web,
      floor,
      framed,
      react,
    } = await measureSideBySide(browser, {
      tessera,
      instance,
      account,
      marker,
      runs,
      floors: { floor: floorPage.url, framed: floorPage.framedUrl, react: floorPage.reactUrl },
    });
    const ratio = (name: string) => runRatios(ours, web, name);
    figures.push(
      // The floor, measured in the same run (issue 39): the first note within 1.1x of it, the first
      // paint within 10 ms of a one-line page's.
      figure(9, 'side by side: first note, the floor page', 'ms', floor.get('firstNote')),
      figure(9, 'side by side: first note, Tessera / the floor', '×', runRatios(ours, floor, 'firstNote'), 1.1),
      figure(
        9,
        'side by side: first contentful paint, the one-line floor page',
        'ms',
        floor.get('firstContentfulPaint'),
      ),
      figure(
        9,
        'side by side: first contentful paint, Tessera after the floor page',
        'ms',
        runDifferences(ours, floor, 'firstContentfulPaint'),
        10,
      ),
      // What of that is not Tessera's code: its HTML frame alone, and React alone.
      figure(
        9,
        "side by side: first contentful paint, the floor page with Tessera's frame after the floor page",
        'ms',
        runDifferences(framed, floor, 'firstContentfulPaint'),
      ),
      figure(9, 'side by side: first note, the React floor page', 'ms', react.get('firstNote')),
      figure(9, 'side by side: first note, the React floor / the floor', '×', runRatios(react, floor, 'firstNote')),
      figure(9, 'side by side: first note, Tessera / the React floor', '×', runRatios(ours, react, 'firstNote')),
      figure(
        9,
        'side by side: first contentful paint, the React floor after the floor page',
        'ms',
        runDifferences(react, floor, 'firstContentfulPaint'),
      ),
      figure(9, 'side by side: first note, Tessera', 'ms', ours.get('firstNote')),
      figure(9, "side by side: first note, the server's web client", 'ms', web.get('firstNote')),
      figure(9, 'side by side: first note, Tessera / web client', '×', ratio('firstNote'), 0.5),
      figure(9, 'side by side: first contentful paint, Tessera', 'ms', ours.get('firstContentfulPaint')),
      figure(9, "side by side: first contentful paint, the server's web client", 'ms', web.get('firstContentfulPaint')),
      figure(9, 'side by side: first contentful paint, Tessera / web client', '×', ratio('firstContentfulPaint'), 1),
      figure(9, 'side by side: JS+CSS on the wire before the first note, Tessera', 'KB', ours.get('codeKb'), 130),
      figure(
        9,
        "side by side: JS+CSS on the wire before the first note, the server's web client",
        'KB',
        web.get('codeKb'),
      ),
      figure(9, 'side by side: JS+CSS on the wire, Tessera / web client', '×', ratio('codeKb')),
      figure(9, 'side by side: requests before the first note, Tessera', '', ours.get('requests')),
      figure(9, "side by side: requests before the first note, the server's web client", '', web.get('requests')),
      figure(9, 'side by side: requests by the time the page settled, Tessera', '', ours.get('requestsBySettle')),
      figure(
        9,
        "side by side: requests by the time the page settled, the server's web client",
        '',
        web.get('requestsBySettle'),
      ),
      figure(
        9,
        'side by side: requests by the time the page settled, Tessera / web client',
        '×',
        ratio('requestsBySettle'),
        1,
      ),
      figure(9, 'side by side: JS files by the time the page settled, Tessera', '', ours.get('jsFilesBySettle')),
      figure(
        9,
        "side by side: JS files by the time the page settled, the server's web client",
        '',
        web.get('jsFilesBySettle'),
      ),
      figure(9, 'side by side: DOM nodes after scrolling, Tessera', '', ours.get('domNodes')),
      figure(9, "side by side: DOM nodes after scrolling, the server's web client", '', web.get('domNodes')),
      figure(9, 'side by side: DOM nodes after scrolling, Tessera / web client', '×', ratio('domNodes')),
      figure(9, 'side by side: JS heap after GC after scrolling, Tessera', 'MB', ours.get('heapMb')),
      figure(9, "side by side: JS heap after GC after scrolling, the server's web client", 'MB', web.get('heapMb')),
      figure(9, 'side by side: JS heap after scrolling, Tessera / web client', '×', ratio('heapMb')),
    );
    // The same loads on the emulated slow link (issue 39), where each round trip costs what it
    // costs on a phone, printed beside the figures above.
    step('figure 9 on the emulated slow link (100 ms latency, 10 Mbit/s)');
    const slow = await measureSideBySide(browser, {
      tessera,
      instance,
      account,
      marker,
      runs,
      floors: { floor: floorPage.url },
      throttled: true,
    });
    figures.push(
      figure(9, 'slow link: first note, the floor page', 'ms', slow.floor.get('firstNote')),
      figure(9, 'slow link: first note, Tessera', 'ms', slow.tessera.get('firstNote')),
      figure(9, "slow link: first note, the server's web client", 'ms', slow.web.get('firstNote')),
      figure(9, 'slow link: first note, Tessera / the floor', '×', runRatios(slow.tessera, slow.floor, 'firstNote')),
      figure(9, 'slow link: first note, Tessera / web client', '×', runRatios(slow.tessera, slow.web, 'firstNote')),
      figure(
        9,
        'slow link: first contentful paint, Tessera after the floor page',
        'ms',
        runDifferences(slow.tessera, slow.floor, 'firstContentfulPaint'),
      ),
      figure(
        9,
        'slow link: first contentful paint, Tessera / web client',
        '×',
        runRatios(slow.tessera, slow.web, 'firstContentfulPaint'),
      ),
      figure(9, 'slow link: JS+CSS on the wire before the first note, Tessera', 'KB', slow.tessera.get('codeKb')),
      figure(9, 'slow link: requests by the time the page settled, Tessera', '', slow.tessera.get('requestsBySettle')),
      figure(
        9,
        "slow link: requests by the time the page settled, the server's web client",
        '',
        slow.web.get('requestsBySettle'),
      ),
      figure(
        9,
        'slow link: requests by the time the page settled, Tessera / web client',
        '×',
        runRatios(slow.tessera, slow.web, 'requestsBySettle'),
      ),
    );
  } catch (error) {
    console.log(`  figure 9 left out: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await floorPage.stop();
  }
}

/**
 * Figure 11: with `--instance`, the target is already Tessera in front of that server; locally,
 * a second Tessera in proxy mode goes in front of the local instance.
 */
async function proxyOverhead(): Promise<void> {
  const direct = remote ? (values.instance as string) : target.url;
  const front = remote ? null : await startProxyInFront(target.url);
  try {
    const proxied = front?.url ?? target.url;
    const overhead = await measureProxyOverhead({ direct, proxied, account: target.reader, calls: 200, runs });
    figures.push(
      figure(11, 'proxy mode: latency added per call, meta, median', 'ms', overhead.get('metaMedian')),
      figure(11, 'proxy mode: latency added per call, meta, 95th percentile', 'ms', overhead.get('metaP95')),
      figure(11, 'proxy mode: meta straight to the server, median', 'ms', overhead.get('metaDirect')),
      figure(11, 'proxy mode: latency added per call, notes/timeline, median', 'ms', overhead.get('timelineMedian')),
      figure(
        11,
        'proxy mode: latency added per call, notes/timeline, 95th percentile',
        'ms',
        overhead.get('timelineP95'),
      ),
      figure(11, 'proxy mode: notes/timeline straight to the server, median', 'ms', overhead.get('timelineDirect')),
    );
  } catch (error) {
    console.log(`  figure 11 left out: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await front?.stop();
  }
}

/** What the build says each extension adds to the first view (scripts/first-view-costs-plugin.ts). */
function readExtensionCosts(): Record<string, FirstViewCost> {
  return JSON.parse(readFileSync(new URL(`../../dist/${FIRST_VIEW_COSTS_FILE}`, import.meta.url), 'utf8'));
}

function sumOf<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((sum, item) => sum + value(item), 0);
}

function existsFolder(folder: string): boolean {
  return existsSync(new URL(`../../${folder}/index.ts`, import.meta.url));
}
