import type { Instance } from '../instance';
import type { Notifications } from '../notifications/notifications';

/** setTimeout's longest wait; a later end is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Misskey's endedPollNotification job: when a poll with an end date ends, its author and every
 * user who voted on it get one `pollEnded` notification about the note (each once, however many
 * choices they voted for). What is still to tell is kept in the database (polls.ended_notified),
 * so a poll that ends while the server is down is told when it starts again, and never twice.
 */
export class PollEndings {
  private timer: ReturnType<typeof setTimeout> | undefined;
  // Nothing is told before the server listens (start).
  private stopped = true;

  constructor(
    private readonly instance: Instance,
    private readonly notifications: Notifications,
  ) {
    instance.events.on('noteCreated', () => this.schedule());
  }

  /** Tells the polls that ended meanwhile and waits for the next one to end. */
  start(): void {
    this.stopped = false;
    this.schedule();
  }

  /** Stops waiting (the instance closes); what is not told yet is told on the next start. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.stopped || !this.instance.db.open) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.tellEnded(Date.now());
    const next = this.instance.db
      .prepare('SELECT MIN(expires_at) AS at FROM polls WHERE ended_notified = 0 AND expires_at IS NOT NULL')
      .get() as { at: number | null };
    if (next.at === null) return;
    this.timer = setTimeout(() => this.schedule(), Math.min(Math.max(0, next.at - Date.now()), MAX_TIMER_MS));
    this.timer.unref?.();
  }

  /** Notifies about every poll ended by `now` not told yet; each is marked before it is told. */
  private tellEnded(now: number): void {
    const db = this.instance.db;
    const ended = db
      .prepare(
        `SELECT p.note_id, n.user_id FROM polls p JOIN notes n ON n.id = p.note_id
         WHERE p.ended_notified = 0 AND p.expires_at IS NOT NULL AND p.expires_at <= ?`,
      )
      .all(now) as { note_id: string; user_id: string }[];
    for (const poll of ended) {
      const told = db
        .prepare('UPDATE polls SET ended_notified = 1 WHERE note_id = ? AND ended_notified = 0')
        .run(poll.note_id);
      if (told.changes === 0) continue;
      // Run as Misskey's endedPollNotification job (named after the note), so the control panel lists it.
      this.instance.events.emit('jobQueued', {
        label: `poll ended on note ${poll.note_id}`,
        queue: 'endedPollNotification',
        name: poll.note_id,
        data: { noteId: poll.note_id },
        run: () => this.tell(poll.note_id, poll.user_id),
      });
    }
  }

  /** One notification for the author and each voter (the author's own vote does not tell them twice). */
  private tell(noteId: string, authorId: string): void {
    if (!this.instance.db.open) return;
    const voters = this.instance.db
      .prepare('SELECT DISTINCT user_id FROM poll_votes WHERE note_id = ?')
      .all(noteId) as {
      user_id: string;
    }[];
    for (const userId of new Set([authorId, ...voters.map((v) => v.user_id)])) {
      this.notifications.create(userId, 'pollEnded', { noteId });
    }
  }
}
