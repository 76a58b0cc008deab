import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import type { ChartPeriods } from './periods';
import { countSeries, newestFirst, type Series } from './series';

const WEEK = 7 * 86_400_000;
const MONTH = 30 * 86_400_000;
const YEAR = 365 * 86_400_000;

/** The notes' kinds as Misskey's notes chart splits its differences. */
const NOTE_KINDS = {
  normal: { rows: 'reply_id IS NULL AND renote_id IS NULL', removed: "note_kind = 'normal'" },
  reply: { rows: 'reply_id IS NOT NULL', removed: "note_kind = 'reply'" },
  renote: { rows: 'reply_id IS NULL AND renote_id IS NOT NULL', removed: "note_kind = 'renote'" },
  withFile: { rows: "file_ids <> '[]'", removed: 'with_file = 1' },
} as const;

/** Notes made and removed per period, everyone's or one person's, with the differences by kind. */
export function notesChart(db: Db, periods: ChartPeriods, userId: string | null = null) {
  const who = userId === null ? { sql: '1', values: [] } : { sql: 'user_id = ?', values: [userId] };
  const series = (rows: string, removed: string): Series =>
    countSeries(db, periods, {
      from: 'notes',
      where: `${who.sql} AND ${rows}`,
      values: who.values,
      createdAt: 'created_at',
      removedWhere: `kind = 'note' AND ${who.sql} AND ${removed}`,
      removedValues: who.values,
    });
  const all = series('1', '1');
  const diff = (kind: keyof typeof NOTE_KINDS) => {
    const s = series(NOTE_KINDS[kind].rows, NOTE_KINDS[kind].removed);
    return periods.newestFirst(s.inc.map((n, i) => n - (s.dec[i] ?? 0)));
  };
  return {
    ...newestFirst(periods, { total: all.total, inc: all.inc, dec: all.dec }),
    diffs: { normal: diff('normal'), reply: diff('reply'), renote: diff('renote'), withFile: diff('withFile') },
  };
}

/** Accounts made and removed per period, and how many there were. */
export function usersChart(db: Db, periods: ChartPeriods) {
  const s = countSeries(db, periods, {
    from: 'users',
    where: '1',
    values: [],
    createdAt: 'created_at',
    removedWhere: "kind = 'user'",
    removedValues: [],
  });
  return newestFirst(periods, { total: s.total, inc: s.inc, dec: s.dec });
}

/** Drive files added and removed per period, by count and by bytes. */
export function driveChart(db: Db, periods: ChartPeriods) {
  const files = (amount?: { rows: string; removed: string }) =>
    countSeries(db, periods, {
      from: 'drive_files',
      where: '1',
      values: [],
      createdAt: 'created_at',
      removedWhere: "kind = 'file'",
      removedValues: [],
      ...(amount ? { amount } : {}),
    });
  const count = files();
  const size = files({ rows: 'size', removed: 'size' });
  return newestFirst(periods, { incCount: count.inc, incSize: size.inc, decCount: count.dec, decSize: size.dec });
}

/**
 * People who used the server per period: who read (any signed-in use), who wrote (posted), both
 * together, and those split by how long ago they registered (counted at the period's end).
 */
export function activeUsersChart(db: Db, periods: ChartPeriods) {
  const slots = (sql: string, values: readonly unknown[]) => {
    const sets = Array.from({ length: periods.limit }, () => new Set<string>());
    for (const r of db.prepare(sql).all(...values) as { slot: number; user_id: string }[]) {
      sets[r.slot]?.add(r.user_id);
    }
    return sets;
  };
  const range = [periods.start, periods.end];
  const read = slots(
    `SELECT DISTINCT ${periods.slotSql('hour')} AS slot, user_id FROM active_user_hours WHERE hour >= ? AND hour < ?`,
    range,
  );
  const write = slots(
    `SELECT DISTINCT ${periods.slotSql('created_at')} AS slot, user_id FROM notes WHERE created_at >= ? AND created_at < ?
     UNION SELECT DISTINCT ${periods.slotSql('created_at')} AS slot, user_id FROM chart_removals
     WHERE kind = 'note' AND created_at >= ? AND created_at < ?`,
    [...range, ...range],
  );
  const registered = new Map(
    (db.prepare('SELECT id, created_at FROM users').all() as { id: string; created_at: number }[]).map((u) => [
      u.id,
      u.created_at,
    ]),
  );
  const both = read.map((r, i) => new Set([...r, ...(write[i] ?? [])]));
  const within = (age: number) =>
    both.map((users, i) => {
      const end = periods.start + (i + 1) * periods.length;
      return [...users].filter((id) => (registered.get(id) ?? 0) > end - age).length;
    });
  const week = within(WEEK);
  const month = within(MONTH);
  const year = within(YEAR);
  const outside = (inside: number[]) => both.map((users, i) => users.size - (inside[i] ?? 0));
  return newestFirst(periods, {
    readWrite: both.map((s) => s.size),
    read: read.map((s) => s.size),
    write: write.map((s) => s.size),
    registeredWithinWeek: week,
    registeredWithinMonth: month,
    registeredWithinYear: year,
    registeredOutsideWeek: outside(week),
    registeredOutsideMonth: outside(month),
    registeredOutsideYear: outside(year),
  });
}

/** One person's drive per period: files and bytes added and removed, and what they held. */
export function userDriveChart(db: Db, periods: ChartPeriods, userId: string) {
  const files = (amount?: { rows: string; removed: string }) =>
    countSeries(db, periods, {
      from: 'drive_files',
      where: 'user_id = ?',
      values: [userId],
      createdAt: 'created_at',
      removedWhere: "kind = 'file' AND user_id = ?",
      removedValues: [userId],
      ...(amount ? { amount } : {}),
    });
  const count = files();
  const size = files({ rows: 'size', removed: 'size' });
  return newestFirst(periods, {
    totalCount: count.total,
    totalSize: size.total,
    incCount: count.inc,
    incSize: size.inc,
    decCount: count.dec,
    decSize: size.dec,
  });
}

/** Whom one person follows and who follows them, per period. */
export function userFollowingChart(db: Db, periods: ChartPeriods, userId: string) {
  const side = (column: 'follower_id' | 'followee_id', removedColumn: 'user_id' | 'other_id') => {
    const s = countSeries(db, periods, {
      from: 'follows',
      where: `${column} = ?`,
      values: [userId],
      createdAt: 'created_at',
      removedWhere: `kind = 'follow' AND ${removedColumn} = ?`,
      removedValues: [userId],
    });
    return newestFirst(periods, { total: s.total, inc: s.inc, dec: s.dec });
  };
  return { followings: side('follower_id', 'user_id'), followers: side('followee_id', 'other_id') };
}

/** How many reactions one person's notes got per period (those taken back later included). */
export function userReactionsChart(db: Db, periods: ChartPeriods, userId: string): number[] {
  const s = countSeries(db, periods, {
    from: 'reactions JOIN notes ON notes.id = reactions.note_id',
    where: 'notes.user_id = ?',
    values: [userId],
    createdAt: 'reactions.created_at',
    removedWhere: "kind = 'reaction' AND user_id = ?",
    removedValues: [userId],
  });
  return periods.newestFirst(s.inc);
}

/** Views of one person's profile per period, all and unique, by signed-in people and by visitors. */
export function userPvChart(db: Db, periods: ChartPeriods, userId: string) {
  const series = {
    pvUser: periods.zeros(),
    pvVisitor: periods.zeros(),
    upvUser: periods.zeros(),
    upvVisitor: periods.zeros(),
  };
  const rows = db
    .prepare(
      `SELECT ${periods.slotSql('viewed_at')} AS slot, signed_in, COUNT(*) AS views, COUNT(DISTINCT viewer_key) AS viewers
       FROM profile_views WHERE user_id = ? AND viewed_at >= ? AND viewed_at < ? GROUP BY slot, signed_in`,
    )
    .all(userId, periods.start, periods.end) as { slot: number; signed_in: number; views: number; viewers: number }[];
  for (const r of rows) {
    (r.signed_in ? series.pvUser : series.pvVisitor)[r.slot] = r.views;
    (r.signed_in ? series.upvUser : series.upvVisitor)[r.slot] = r.viewers;
  }
  const f = newestFirst(periods, series);
  return { upv: { user: f.upvUser, visitor: f.upvVisitor }, pv: { user: f.pvUser, visitor: f.pvVisitor } };
}

/** Records a look at someone's profile by another (Misskey's per-user page views). */
export function recordProfileView(db: Db, userId: string, viewer: { userId: string } | { ip: string }): void {
  const key =
    'userId' in viewer ? viewer.userId : `ip:${createHash('sha256').update(viewer.ip).digest('hex').slice(0, 16)}`;
  if ('userId' in viewer && viewer.userId === userId) return; // one's own views do not count
  db.prepare('INSERT INTO profile_views (user_id, viewer_key, signed_in, viewed_at) VALUES (?, ?, ?, ?)').run(
    userId,
    key,
    'userId' in viewer ? 1 : 0,
    Date.now(),
  );
}

/** Records that someone used the server this hour (once an hour per person and process). */
export function activityRecorder(db: Db): (userId: string, now?: number) => void {
  const insert = db.prepare('INSERT OR IGNORE INTO active_user_hours (hour, user_id) VALUES (?, ?)');
  let hour = 0;
  let seen = new Set<string>();
  return (userId, now = Date.now()) => {
    const current = Math.floor(now / 3_600_000) * 3_600_000;
    if (current !== hour) {
      hour = current;
      seen = new Set();
    }
    if (seen.has(userId)) return;
    seen.add(userId);
    insert.run(current, userId);
  };
}
