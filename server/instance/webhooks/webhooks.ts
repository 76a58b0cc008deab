import type { AddressPolicy } from '../drive/fetch-url';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import type { NoteRow } from '../notes/note-row';
import { packNote } from '../notes/pack-note';
import { packUserLite } from '../users/pack-user';
import type { UserRow } from '../users/user-row';
import { webhookDeliveryJob } from './delivery-job';
import { sampleBody } from './sample-body';
import { sendHook } from './send-hook';
import type { WebhookEvent } from './webhook-event-names';

/** A webhooks row as stored. */
export interface WebhookRow {
  id: string;
  user_id: string;
  created_at: number;
  name: string;
  url: string;
  secret: string;
  events: string;
  active: number;
  latest_sent_at: number | null;
  latest_status: number | null;
}

/** How long a receiving server has to answer. */

/** A webhook as Misskey's i/webhooks endpoints answer it. */
export function packWebhook(row: WebhookRow) {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    on: JSON.parse(row.events) as WebhookEvent[],
    url: row.url,
    secret: row.secret,
    active: row.active === 1,
    latestSentAt: row.latest_sent_at === null ? null : new Date(row.latest_sent_at).toISOString(),
    latestStatus: row.latest_status,
  };
}

/**
 * Users' webhooks: stored, and sent as Misskey sends them (a JSON POST with the X-Misskey-Hook-Secret
 * header) when their events happen, only to addresses the operator's policy permits. Each
 * delivery records when it was sent and the status the receiver answered (0: no answer).
 */
export class Webhooks {
  constructor(
    private readonly instance: Instance,
    private readonly addresses: AddressPolicy,
  ) {
    const events = instance.events;
    events.on('noteCreated', ({ id, userId }) => this.onNote(userId, 'note', id));
    events.on('mainEvent', (userId, type, body) => {
      if (type === 'reply' || type === 'renote' || type === 'mention') {
        this.onNote(userId, type, (body as { noteId: string }).noteId);
      } else if (type === 'follow' || type === 'followed' || type === 'unfollow') {
        this.emit(userId, type, () => ({ user: body }));
      }
    });
    events.on('noteUpdated', ({ id, type, body }) => {
      if (type === 'reacted') this.onReaction(id, body as { reaction: string; userId: string });
    });
  }

  /** The body a test of the webhook sends for an event. */
  sampleBody(user: UserRow, type: WebhookEvent) {
    return sampleBody(this.instance, user, type);
  }

  listOf(userId: string): WebhookRow[] {
    return this.instance.db.prepare('SELECT * FROM webhooks WHERE user_id = ? ORDER BY id').all(userId) as WebhookRow[];
  }

  find(userId: string, webhookId: string): WebhookRow | undefined {
    return this.instance.db.prepare('SELECT * FROM webhooks WHERE id = ? AND user_id = ?').get(webhookId, userId) as
      | WebhookRow
      | undefined;
  }

  create(userId: string, hook: { name: string; url: string; secret: string; on: readonly WebhookEvent[] }): WebhookRow {
    const id = genAid();
    this.instance.db
      .prepare('INSERT INTO webhooks (id, user_id, created_at, name, url, secret, events) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(id, userId, Date.now(), hook.name, hook.url, hook.secret, JSON.stringify(hook.on));
    return this.find(userId, id) as WebhookRow;
  }

  update(
    row: WebhookRow,
    change: { name?: string; url?: string; secret?: string | null; on?: readonly WebhookEvent[]; active?: boolean },
  ): void {
    this.instance.db
      .prepare('UPDATE webhooks SET name = ?, url = ?, secret = ?, events = ?, active = ? WHERE id = ?')
      .run(
        change.name ?? row.name,
        change.url ?? row.url,
        change.secret === undefined ? row.secret : (change.secret ?? ''),
        change.on ? JSON.stringify(change.on) : row.events,
        change.active === undefined ? row.active : change.active ? 1 : 0,
        row.id,
      );
  }

  delete(row: WebhookRow): void {
    this.instance.db.prepare('DELETE FROM webhooks WHERE id = ?').run(row.id);
  }

  /** Sends one delivery now (the test button, or an event); resolves once the receiver answered or failed. */
  async deliver(row: WebhookRow, type: WebhookEvent, body: unknown, override: { url?: string; secret?: string } = {}) {
    const status = await sendHook(
      this.instance,
      this.addresses,
      { id: row.id, url: override.url ?? row.url, secret: override.secret ?? row.secret, userId: row.user_id },
      type,
      body,
    );
    // A test with another URL or secret says nothing about the webhook itself.
    if (override.url === undefined && override.secret === undefined) {
      this.instance.db
        .prepare('UPDATE webhooks SET latest_sent_at = ?, latest_status = ? WHERE id = ?')
        .run(Date.now(), status, row.id);
    }
    return status;
  }

  /**
   * Queues an event for the user's active webhooks that subscribe to it (Misskey's
   * userWebhookDeliver queue); the body is made only if one does.
   */
  private emit(userId: string, type: WebhookEvent, body: () => unknown): void {
    const hooks = (
      this.instance.db.prepare('SELECT * FROM webhooks WHERE user_id = ? AND active = 1').all(userId) as WebhookRow[]
    ).filter((row) => (JSON.parse(row.events) as string[]).includes(type));
    if (hooks.length === 0) return;
    const payload = body();
    for (const row of hooks) {
      this.instance.events.emit(
        'jobQueued',
        webhookDeliveryJob('userWebhookDeliver', { id: row.id, url: row.url, userId: row.user_id }, type, payload, () =>
          this.deliver(row, type, payload),
        ),
      );
    }
  }

  private onNote(userId: string, type: WebhookEvent, noteId: string): void {
    this.emit(userId, type, () => {
      const row = this.instance.db.prepare('SELECT * FROM notes WHERE id = ?').get(noteId) as NoteRow | undefined;
      return { note: row ? packNote(this.instance, row, userId) : null };
    });
  }

  private onReaction(noteId: string, { reaction, userId: reactorId }: { reaction: string; userId: string }): void {
    const db = this.instance.db;
    const note = db.prepare('SELECT * FROM notes WHERE id = ?').get(noteId) as NoteRow | undefined;
    if (!note || note.user_id === reactorId) return;
    this.emit(note.user_id, 'reaction', () => {
      const reactor = db.prepare('SELECT * FROM users WHERE id = ?').get(reactorId) as UserRow;
      const stored = db.prepare('SELECT id FROM reactions WHERE note_id = ? AND user_id = ?').get(noteId, reactorId) as
        | { id: string }
        | undefined;
      return {
        note: packNote(this.instance, note, note.user_id),
        reaction: { id: stored?.id ?? null, user: packUserLite(this.instance, reactor), reaction },
      };
    });
  }
}
