import { readFileSync } from 'node:fs';

/** Busy and total CPU time so far, from Linux's /proc/stat; null where there is none. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, v) => sum + v, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle and iowait
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine's CPUs have been mostly idle (at most `busyShare` busy) for one window
 * of `windowMs`, or `maxMs` has passed: a cold load measured while the last page's browser process,
 * or the server it called, still works shares the cores with them. Without /proc/stat it waits
 * `maxMs / 4`.
 */
export async function waitForQuietMachine({ windowMs = 250, busyShare = 0.15, maxMs = 8000 } = {}): Promise<void> {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const deadline = Date.now() + maxMs;
  let before = cpuTimes();
  if (!before) return sleep(maxMs / 4);
  while (Date.now() < deadline) {
    await sleep(windowMs);
    const after = cpuTimes();
    if (!after) return;
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (share <= busyShare) return;
    before = after;
  }
}
