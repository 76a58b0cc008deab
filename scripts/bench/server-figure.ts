import { callAs, createAccount, type TestAccount } from '../../tests/support/session';
import { startTessera } from '../../tests/support/tessera-process';
import { insertNotes } from './generate-notes';
import { WORST_NOTE } from './mfm-figure';
import { median, RunTable } from './stats';

/**
 * The local instance alone, with `stored` notes in it: for `seconds` per run, `concurrency`
 * clients call notes/create, then notes/timeline, back to back; requests per second and median
 * latency of each. Then the worst note: how long notes/create takes for it, and how long a ping
 * from someone else takes meanwhile (the server must not stall).
 */
export async function measureServer(options: {
  stored: number;
  concurrency: number;
  seconds: number;
  runs: number;
}): Promise<RunTable> {
  const tessera = await startTessera(['--skip-build', '--disable-rate-limits']);
  const table = new RunTable();
  try {
    const reader = await createAccount(tessera.url, 'reader');
    const writer = await createAccount(tessera.url, 'writer');
    await callAs(tessera.url, reader, 'following/create', { userId: writer.id });
    insertNotes(tessera.dataDir, writer.id, options.stored, (i) => `stored note ${i} with #tag and **bold**`);
    for (let run = 0; run < options.runs; run++) {
      let n = 0;
      const create = await load(tessera.url, writer, options, () => ['notes/create', { text: `load ${run} ${n++}` }]);
      const timeline = await load(tessera.url, reader, options, () => ['notes/timeline', { limit: 10 }]);
      // The worst note, with another client's ping sent while it is being posted.
      const worstStarted = performance.now();
      const posting = callAs(tessera.url, writer, 'notes/create', { text: `${WORST_NOTE}${run}` });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const pingStarted = performance.now();
      await callAs(tessera.url, reader, 'ping', {});
      const pingDuringWorst = performance.now() - pingStarted;
      await posting;
      table.addAll({
        worstCreate: performance.now() - worstStarted,
        pingDuringWorst,
        createPerSecond: create.perSecond,
        createLatency: create.medianLatency,
        timelinePerSecond: timeline.perSecond,
        timelineLatency: timeline.medianLatency,
      });
    }
  } finally {
    await tessera.stop();
  }
  return table;
}

async function load(
  url: string,
  account: TestAccount,
  options: { concurrency: number; seconds: number },
  next: () => [string, Record<string, unknown>],
): Promise<{ perSecond: number; medianLatency: number }> {
  const latencies: number[] = [];
  const until = Date.now() + options.seconds * 1000;
  const client = async () => {
    while (Date.now() < until) {
      const [endpoint, body] = next();
      const started = performance.now();
      await callAs(url, account, endpoint, body);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return { perSecond: latencies.length / ((performance.now() - started) / 1000), medianLatency: median(latencies) };
}
