import type { Db } from '../db/database';

/** How long an address once recorded for an account is not written again (Misskey's hour). */
const REMEMBER_MS = 60 * 60 * 1000;
/** Misskey's admin/get-user-ips answers the 30 newest addresses. */
const SHOWN = 30;

/**
 * The addresses each account called the API from, as Misskey's user_ip: one row per account and
 * address, kept with the time it was first seen, written only while the administrator's
 * enableIpLogging is on. Addresses seen within the hour are not written again.
 */
export class UserIps {
  private seen = new Set<string>();
  private seenSince = Date.now();

  constructor(private readonly db: Db) {}

  record(userId: string, ip: string, now = Date.now()): void {
    if (now - this.seenSince > REMEMBER_MS) {
      this.seen.clear();
      this.seenSince = now;
    }
    const key = `${userId} ${ip}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.db.prepare('INSERT OR IGNORE INTO user_ips (user_id, ip, created_at) VALUES (?, ?, ?)').run(userId, ip, now);
  }

  /** The account's addresses, the newest first, as admin/get-user-ips answers them. */
  of(userId: string): { ip: string; createdAt: string }[] {
    const rows = this.db
      .prepare('SELECT ip, created_at FROM user_ips WHERE user_id = ? ORDER BY id DESC LIMIT ?')
      .all(userId, SHOWN) as { ip: string; created_at: number }[];
    return rows.map((r) => ({ ip: r.ip, createdAt: new Date(r.created_at).toISOString() }));
  }

  /** Forgets what was seen (the test reset empties the table). */
  forget(): void {
    this.seen.clear();
  }
}
