import type { Page } from 'playwright-core';

/** A request of the first view: its address, kind, when it left (epoch ms) and how long its answer took. */
export interface TracedRequest {
  url: string;
  kind: string;
  startedAt: number;
  /** When its answer had come, in ms after `startedAt` (-1 when unknown). */
  tookMs: number;
}

/** The marks the client sets as its start goes (kernel/boot-marks.ts). */
const BOOT_MARK = 'tessera:boot:';

/**
 * Prints the first view as it happened (issue 39): each request made before the first note, when it
 * left and when its answer had come (ms after the navigation started), in the order they left, with
 * the client's own start steps, the first paint and the first note among them. What waits on what
 * shows as what leaves only once another has come back.
 */
export async function printTrace(
  page: Page,
  before: readonly TracedRequest[],
  timeOrigin: number,
  firstPaint: number | null | undefined,
  firstNote: number,
): Promise<void> {
  const rows = before.map((d) => {
    const start = d.startedAt - timeOrigin;
    const { pathname, search } = new URL(d.url);
    const name = pathname.startsWith('/api/') ? `${pathname}${search}` : pathname.replace(/^.*\//, '');
    const end = d.tookMs >= 0 ? `${(start + d.tookMs).toFixed(0).padStart(5)}` : '    ?';
    return { at: start, line: `  ${start.toFixed(0).padStart(5)} → ${end} ms  ${d.kind.padEnd(10)} ${name}` };
  });
  const marks = await page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith(prefix))
        .map((m) => ({ name: m.name.slice(prefix.length), at: m.startTime })),
    BOOT_MARK,
  );
  for (const mark of marks)
    rows.push({ at: mark.at, line: `  ${mark.at.toFixed(0).padStart(5)}          (client) ${mark.name}` });
  if (firstPaint != null)
    rows.push({ at: firstPaint, line: `  ${firstPaint.toFixed(0).padStart(5)}          first contentful paint` });
  rows.push({ at: firstNote, line: `  ${firstNote.toFixed(0).padStart(5)}          first note on screen` });
  console.log('first view trace (ms after navigation; a request leaving after another ends waits on it):');
  for (const row of rows.sort((a, b) => a.at - b.at)) console.log(row.line);
}
