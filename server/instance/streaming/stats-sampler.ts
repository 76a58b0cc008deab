import { readFileSync } from 'node:fs';
import { cpus, freemem, totalmem } from 'node:os';
import type { entities } from 'misskey-js';

/** How many samples a log keeps (Misskey's 200). */
const LOG_SIZE = 200;

/**
 * Takes a sample every `intervalMs` while anyone listens, keeping the latest first (as Misskey
 * keeps its stats logs), and hands each to the listeners.
 */
export class Sampler<T> {
  private readonly listeners = new Set<(sample: T) => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** The samples, newest first. */
  readonly log: T[] = [];

  constructor(
    private readonly take: () => T,
    private readonly intervalMs: number,
  ) {}

  listen(listener: (sample: T) => void): () => void {
    this.listeners.add(listener);
    if (!this.timer) {
      this.timer = setInterval(() => this.tick(), this.intervalMs);
      this.timer.unref?.();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  private tick(): void {
    const sample = this.take();
    this.log.unshift(sample);
    if (this.log.length > LOG_SIZE) this.log.pop();
    for (const listener of this.listeners) listener(sample);
  }
}

/** Sums of a /proc table's columns over its lines, or null where there is no /proc (not Linux). */
function procTotals(path: string, columns: (fields: string[]) => [number, number]): [number, number] | null {
  try {
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    let a = 0;
    let b = 0;
    for (const line of lines) {
      const [x, y] = columns(line.trim().split(/\s+/));
      if (Number.isFinite(x)) a += x;
      if (Number.isFinite(y)) b += y;
    }
    return [a, b];
  } catch {
    return null;
  }
}

/** Network bytes received and sent, all interfaces but loopback. */
const netTotals = () =>
  procTotals('/proc/net/dev', (f) =>
    f[0]?.endsWith(':') && f[0] !== 'lo:' ? [Number(f[1]), Number(f[9])] : [Number.NaN, Number.NaN],
  );
/** Disk bytes read and written (sectors of 512 bytes), whole disks only. */
const diskTotals = () =>
  procTotals('/proc/diskstats', (f) =>
    f[2] && !/\d$/.test(f[2]) ? [Number(f[5]) * 512, Number(f[9]) * 512] : [Number.NaN, Number.NaN],
  );

/** A sampler of the machine as Misskey's serverStats channel tells it: CPU use, memory, network and disk rates. */
export function serverStatsSampler(intervalMs = 2000): Sampler<entities.ServerStats> {
  const cpuTimes = () =>
    cpus().reduce(
      (sum, c) => {
        const total = Object.values(c.times).reduce((a, b) => a + b, 0);
        return { idle: sum.idle + c.times.idle, total: sum.total + total };
      },
      { idle: 0, total: 0 },
    );
  let previous = { cpu: cpuTimes(), net: netTotals(), disk: diskTotals(), at: Date.now() };
  return new Sampler(() => {
    const now = { cpu: cpuTimes(), net: netTotals(), disk: diskTotals(), at: Date.now() };
    const seconds = Math.max(0.001, (now.at - previous.at) / 1000);
    const busy = now.cpu.total - previous.cpu.total - (now.cpu.idle - previous.cpu.idle);
    const rate = (a: [number, number] | null, b: [number, number] | null, i: 0 | 1) =>
      a && b ? Math.max(0, (a[i] - b[i]) / seconds) : 0;
    const sample: entities.ServerStats = {
      cpu: now.cpu.total > previous.cpu.total ? busy / (now.cpu.total - previous.cpu.total) : 0,
      mem: { used: totalmem() - freemem(), active: totalmem() - freemem() },
      net: { rx: rate(now.net, previous.net, 0), tx: rate(now.net, previous.net, 1) },
      fs: { r: rate(now.disk, previous.disk, 0), w: rate(now.disk, previous.disk, 1) },
    };
    previous = now;
    return sample;
  }, intervalMs);
}

const QUIET = { activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 0 };

/** A sampler of the delivery queues as Misskey's queueStats channel tells them: quiet, as this server delivers nothing. */
export function queueStatsSampler(intervalMs = 1000): Sampler<entities.QueueStats> {
  return new Sampler(() => ({ deliver: { ...QUIET }, inbox: { ...QUIET } }), intervalMs);
}
