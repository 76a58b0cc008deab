import webpush from 'web-push';
import type { Db } from '../db/database';

/** The server's VAPID key pair, base64url as Misskey's meta keeps swPublicKey and swPrivateKey. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Where the key pair is kept in the settings table. */
const KEY = 'vapid';

/**
 * The VAPID key pair push services know this server by: made on first start (Misskey leaves it
 * to the administrator; here push works out of the box) and kept in the database, so a
 * restart keeps every browser's subscription valid. Made anew if it was emptied (the test reset).
 */
export function vapidKeys(db: Db): VapidKeys {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(KEY) as { value: string } | undefined;
  if (row) {
    const stored = JSON.parse(row.value) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
  }
  const made = webpush.generateVAPIDKeys();
  const keys = { publicKey: made.publicKey, privateKey: made.privateKey };
  db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(KEY, JSON.stringify(keys));
  return keys;
}
