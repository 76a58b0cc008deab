/**
 * Misskey's per-endpoint rate limit: at most `max` calls per `duration` ms, and `minInterval` ms
 * between two calls. Calls are counted per caller (the user, or the address for a visitor) and
 * per `key` (the endpoint's name unless several endpoints share one budget, as sign-in does).
 */
export interface RateLimit {
  key?: string;
  duration?: number;
  max?: number;
  minInterval?: number;
}

/** What a refused call learns, in the shape Misskey puts in the error's `info`. */
export interface RateLimitInfo {
  blocked: true;
  remaining: number;
  /** How long until the next call may succeed. */
  resetMs: number;
  resetSec: number;
  /** How long until the whole budget is back. */
  fullResetMs: number;
  fullResetSec: number;
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** How many counters the limiter keeps before it sweeps the expired ones. */
const SWEEP_AT = 10_000;

/**
 * An in-memory sliding-window limiter: each counter keeps the times of the calls still inside its
 * window, so memory is bounded by the limits themselves, and expired counters are swept.
 */
export class RateLimiter {
  private readonly calls = new Map<string, { times: number[]; keepFor: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a call; gives null when it may go ahead, or why it may not (and does not count it). */
  take(limit: RateLimit, key: string, actor: string, factor = 1): RateLimitInfo | null {
    if (factor <= 0) return null;
    const now = this.now();
    const id = `${actor}\u0000${limit.key ?? key}`;
    if (this.calls.size > SWEEP_AT && now - this.lastSweep > MINUTE) this.sweep(now);
    const times = this.calls.get(id)?.times ?? [];
    const window = (limit.duration ?? 0) * factor;
    const recent = window > 0 ? times.filter((t) => now - t < window) : times.slice(-1);
    const minInterval = (limit.minInterval ?? 0) * factor;
    const last = recent.at(-1);
    if (minInterval > 0 && last !== undefined && now - last < minInterval) {
      const wait = minInterval - (now - last);
      return info(0, wait, Math.max(wait, window > 0 ? window - (now - (recent[0] ?? now)) : 0));
    }
    if (limit.max !== undefined && window > 0) {
      const max = Math.max(1, Math.floor(limit.max / factor));
      if (recent.length >= max) {
        const oldest = recent[recent.length - max] ?? now;
        return info(0, window - (now - oldest), window - (now - (recent.at(-1) ?? now)));
      }
    }
    recent.push(now);
    // Keep only what a later check needs: the window's calls, or the last one for minInterval.
    this.calls.set(id, { times: window > 0 ? recent : recent.slice(-1), keepFor: Math.max(window, minInterval) });
    return null;
  }

  /** Forgets counters whose last call is older than their window: they cannot refuse anything. */
  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [id, { times, keepFor }] of this.calls) {
      if (now - (times.at(-1) ?? 0) >= keepFor) this.calls.delete(id);
    }
  }
}

function info(remaining: number, resetMs: number, fullResetMs: number): RateLimitInfo {
  const reset = Math.max(0, Math.ceil(resetMs));
  const full = Math.max(reset, Math.ceil(fullResetMs));
  return {
    blocked: true,
    remaining,
    resetMs: reset,
    resetSec: Math.ceil(reset / SECOND),
    fullResetMs: full,
    fullResetSec: Math.ceil(full / SECOND),
  };
}
