import type { Db } from '../db/database';

/** One trending tag, as Misskey's hashtags/trend answers it. */
export interface HashtagTrend {
  tag: string;
  /** Distinct users per hour, oldest hour first, over the last TREND_HOURS hours. */
  chart: number[];
  usersCount: number;
}

const TREND_HOURS = 20;
const HOUR = 60 * 60 * 1000;
const MAX_TRENDS = 10;

/**
 * The tags of public notes over the last 20 hours, ranked by how many people used them in the
 * last hour and then over the whole span; each with its hourly chart of distinct users.
 */
export function hashtagTrends(db: Db, now: number = Date.now()): HashtagTrend[] {
  const since = now - TREND_HOURS * HOUR;
  const rows = db
    .prepare(
      "SELECT lower(t.value) AS tag, n.user_id AS userId, n.created_at AS createdAt FROM notes n, json_each(n.tags) t WHERE n.visibility = 'public' AND n.created_at > ?",
    )
    .all(since) as { tag: string; userId: string; createdAt: number }[];
  const byTag = new Map<string, { users: Set<string>; hours: Set<string>[] }>();
  for (const row of rows) {
    let entry = byTag.get(row.tag);
    if (!entry) {
      entry = { users: new Set(), hours: Array.from({ length: TREND_HOURS }, () => new Set<string>()) };
      byTag.set(row.tag, entry);
    }
    entry.users.add(row.userId);
    const hour = Math.min(TREND_HOURS - 1, Math.floor((row.createdAt - since) / HOUR));
    entry.hours[hour]?.add(row.userId);
  }
  return [...byTag.entries()]
    .map(([tag, { users, hours }]) => ({ tag, chart: hours.map((h) => h.size), usersCount: users.size }))
    .sort((a, b) => (b.chart.at(-1) ?? 0) - (a.chart.at(-1) ?? 0) || b.usersCount - a.usersCount)
    .slice(0, MAX_TRENDS);
}
