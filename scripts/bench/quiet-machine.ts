import { readFileSync } from 'node:fs';

/** Busy and total CPU time so far, from the first line of Linux's /proc/stat; null where there is none. */
export function cpuTimes(read: () => string = () => readFileSync('/proc/stat', 'utf8')): {
  busy: number;
  total: number;
} | null {
  try {
    const line = read().split('\n')[0] ?? '';
    if (!line.startsWith('cpu ')) return null;
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
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
export async function waitForQuietMachine({
  windowMs = 250,
  busyShare = 0.15,
  maxMs = 8000,
  read = cpuTimes,
}: {
  windowMs?: number;
  busyShare?: number;
  maxMs?: number;
  read?: () => { busy: number; total: number } | null;
} = {}): Promise<void> {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const deadline = Date.now() + maxMs;
  let before = read();
  if (!before) return sleep(maxMs / 4);
  while (Date.now() < deadline) {
    await sleep(windowMs);
    const after = read();
    if (!after) return;
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (share <= busyShare) return;
    before = after;
  }
}
