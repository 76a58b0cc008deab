import type { entities } from 'misskey-js';
import type { Db } from '../db/database';

/** How many days `retention` answers, newest first (Misskey's endpoint takes its 30 newest records). */
const RECORDS = 30;

/** Misskey's key for a day in a record's data: year-month-day, not zero-padded, in the server's time zone. */
const dayKey = (day: Date) => `${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}`;

/** The local midnight `days` days from the one that began `now`'s day. */
const midnight = (now: Date, days: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);

/**
 * Misskey's retention records, worked out from what the instance keeps instead of a nightly job.
 * Misskey's job runs at midnight: it makes a record of the local accounts opened in the day just
 * ended (`createdAt` is that midnight, `users` their count), and adds to every record of the last
 * month, under the new day's key, how many of its accounts were active in the day just ended. Here
 * the same figures come from the accounts' creation times and the hours each person used the
 * server (`active_user_hours`, what the active-users chart reads). Days before the first account
 * was opened have no record, as a server's job makes none before it runs; the day under way has
 * none until it ends.
 */
export function retentionRecords(db: Db, now = new Date()): entities.RetentionResponse {
  const first = (db.prepare('SELECT MIN(created_at) AS at FROM users').get() as { at: number | null }).at;
  if (first === null) return [];
  // Midnights from RECORDS days ago to today's: day i runs from bounds[i] to bounds[i + 1].
  const bounds = Array.from({ length: RECORDS + 1 }, (_, i) => midnight(now, i - RECORDS));
  const start = (bounds[0] as Date).getTime();
  const end = (bounds[RECORDS] as Date).getTime();
  const dayOf = (time: number) =>
    bounds.findIndex((b, i) => i < RECORDS && b.getTime() <= time && time < (bounds[i + 1] as Date).getTime());

  const accounts = db
    .prepare('SELECT id, created_at FROM users WHERE created_at >= ? AND created_at < ?')
    .all(start, end) as { id: string; created_at: number }[];
  const cohorts = Array.from({ length: RECORDS }, () => new Set<string>());
  for (const a of accounts) cohorts[dayOf(a.created_at)]?.add(a.id);

  // The days each of those accounts was active (an hour counts for the day it begins in).
  const activeDays = new Map<string, Set<number>>();
  const hours = db
    .prepare(
      `SELECT user_id, hour FROM active_user_hours WHERE hour >= ? AND hour < ?
       AND user_id IN (SELECT id FROM users WHERE created_at >= ? AND created_at < ?)`,
    )
    .all(start, end, start, end) as { user_id: string; hour: number }[];
  for (const h of hours) {
    const day = dayOf(h.hour);
    if (day < 0) continue;
    const days = activeDays.get(h.user_id) ?? new Set<number>();
    days.add(day);
    activeDays.set(h.user_id, days);
  }

  const records: entities.RetentionResponse = [];
  for (let day = RECORDS - 1; day >= 0; day--) {
    const closedAt = bounds[day + 1] as Date;
    if (closedAt.getTime() <= first) break;
    const cohort = cohorts[day] as Set<string>;
    const data: Record<string, number> = {};
    // Each later full day is counted at the midnight that ends it, under that midnight's key.
    for (let later = day + 1; later < RECORDS; later++) {
      let active = 0;
      for (const id of cohort) if (activeDays.get(id)?.has(later)) active++;
      data[dayKey(bounds[later + 1] as Date)] = active;
    }
    records.push({ createdAt: closedAt.toISOString(), users: cohort.size, data });
  }
  return records;
}
