import { arch, platform, release, totalmem } from 'node:os';

const startedAt = Date.now();
let peak = 0;

/**
 * What Misskey reports of its Redis as the job store: here the jobs live in the server's own
 * memory, so these are the server process's facts (no separate store, no clients).
 */
export function queueStore() {
  const used = process.memoryUsage().rss;
  peak = Math.max(peak, used);
  return {
    version: process.versions.node,
    mode: 'standalone' as const,
    runId: `${process.pid}-${startedAt}`,
    processId: String(process.pid),
    port: 0,
    os: `${platform()} ${release()} ${arch()}`,
    uptime: Math.floor((Date.now() - startedAt) / 1000),
    memory: { total: totalmem(), used, fragmentationRatio: 1, peak },
    clients: { blocked: 0, connected: 0 },
  };
}
