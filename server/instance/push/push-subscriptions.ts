import type { Db } from '../db/database';
import { genAid } from '../ids';
import { type VapidKeys, vapidKeys } from './vapid-keys';

/** A sw_subscriptions row as stored. */
export interface SwSubscriptionRow {
  id: string;
  created_at: number;
  user_id: string;
  endpoint: string;
  auth: string;
  publickey: string;
  send_read_message: number;
}

/** A registration as sw/show-registration and sw/update-registration answer it. */
export interface PackedRegistration {
  userId: string;
  endpoint: string;
  sendReadMessage: boolean;
}

const pack = (row: SwSubscriptionRow): PackedRegistration => ({
  userId: row.user_id,
  endpoint: row.endpoint,
  sendReadMessage: row.send_read_message === 1,
});

/** The browsers' push subscriptions of each user (Misskey's sw_subscription). */
export class PushSubscriptions {
  constructor(private readonly db: Db) {}

  /** The server's VAPID key pair (meta's swPublickey; the private half for admin/meta only). */
  serverKeys(): VapidKeys {
    return vapidKeys(this.db);
  }

  /**
   * Registers a subscription; the same endpoint and keys again is `already-subscribed` and
   * changes nothing, as Misskey answers.
   */
  register(
    userId: string,
    sub: { endpoint: string; auth: string; publickey: string; sendReadMessage: boolean },
  ): PackedRegistration & { state: 'already-subscribed' | 'subscribed' } {
    const existing = this.db
      .prepare('SELECT * FROM sw_subscriptions WHERE user_id = ? AND endpoint = ? AND auth = ? AND publickey = ?')
      .get(userId, sub.endpoint, sub.auth, sub.publickey) as SwSubscriptionRow | undefined;
    if (existing) return { state: 'already-subscribed', ...pack(existing) };
    this.db
      .prepare(
        'INSERT INTO sw_subscriptions (id, created_at, user_id, endpoint, auth, publickey, send_read_message) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(genAid(), Date.now(), userId, sub.endpoint, sub.auth, sub.publickey, sub.sendReadMessage ? 1 : 0);
    return { state: 'subscribed', userId, endpoint: sub.endpoint, sendReadMessage: sub.sendReadMessage };
  }

  /** Removes the endpoint's subscriptions: the caller's, or anyone's when called without a token (as Misskey). */
  unregister(userId: string | null, endpoint: string): void {
    if (userId === null) this.db.prepare('DELETE FROM sw_subscriptions WHERE endpoint = ?').run(endpoint);
    else this.db.prepare('DELETE FROM sw_subscriptions WHERE user_id = ? AND endpoint = ?').run(userId, endpoint);
  }

  /** The caller's registration of an endpoint, or null. */
  show(userId: string, endpoint: string): PackedRegistration | null {
    const row = this.find(userId, endpoint);
    return row ? pack(row) : null;
  }

  /** Changes whether reads are pushed; null when the caller has no such registration. */
  update(userId: string, endpoint: string, sendReadMessage: boolean | undefined): PackedRegistration | null {
    const row = this.find(userId, endpoint);
    if (!row) return null;
    if (sendReadMessage !== undefined) {
      this.db
        .prepare('UPDATE sw_subscriptions SET send_read_message = ? WHERE id = ?')
        .run(sendReadMessage ? 1 : 0, row.id);
      row.send_read_message = sendReadMessage ? 1 : 0;
    }
    return pack(row);
  }

  /** Every subscription of a user, for delivery. */
  of(userId: string): SwSubscriptionRow[] {
    return this.db.prepare('SELECT * FROM sw_subscriptions WHERE user_id = ?').all(userId) as SwSubscriptionRow[];
  }

  /** Drops one subscription the push service says is gone. */
  drop(id: string): void {
    this.db.prepare('DELETE FROM sw_subscriptions WHERE id = ?').run(id);
  }

  private find(userId: string, endpoint: string): SwSubscriptionRow | undefined {
    return this.db.prepare('SELECT * FROM sw_subscriptions WHERE user_id = ? AND endpoint = ?').get(userId, endpoint) as
      | SwSubscriptionRow
      | undefined;
  }
}
