import type { entities } from 'misskey-js';
import type { AddressPolicy } from '../drive/fetch-url';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { linkMessage, type Mailer } from '../mail/mailer';
import { packUserLiteById } from '../users/pack-user';
import { webhookDeliveryJob } from '../webhooks/delivery-job';
import { sendHook } from '../webhooks/send-hook';
import type { AbuseReports } from './abuse-reports';
import { packReport } from './pack-report';
import type { SystemWebhookEvent } from './system-webhook-event-names';

/** A system_webhooks row. */
export interface SystemWebhookRow {
  id: string;
  updated_at: number;
  is_active: number;
  name: string;
  events: string;
  url: string;
  secret: string;
  latest_sent_at: number | null;
  latest_status: number | null;
}

/** An abuse_report_recipients row. */
export interface RecipientRow {
  id: string;
  updated_at: number;
  is_active: number;
  name: string;
  method: 'email' | 'webhook';
  user_id: string | null;
  system_webhook_id: string | null;
}

/** A system webhook's fields. */
export interface SystemWebhookFields {
  isActive: boolean;
  name: string;
  on: readonly SystemWebhookEvent[];
  url: string;
  secret: string;
}

/**
 * The server's own webhooks and who hears of abuse reports (Misskey's system webhooks and
 * abuse report notification recipients): a new account goes to every active webhook that takes
 * `userCreated`; a filed or resolved report goes to each active recipient, by email to a
 * moderator's confirmed address or through its webhook.
 */
export class SystemWebhooks {
  constructor(
    private readonly instance: Instance,
    private readonly addresses: AddressPolicy,
    private readonly mailer: Mailer,
    private readonly reports: AbuseReports,
  ) {
    instance.events.on('userCreated', (userId) =>
      this.emitToAll('userCreated', () => ({ user: packUserLiteById(instance, userId) })),
    );
    instance.events.on('abuseReport', (reportId, change) => this.onReport(reportId, change));
  }

  private get db() {
    return this.instance.db;
  }

  byId(id: string): SystemWebhookRow | undefined {
    return this.db.prepare('SELECT * FROM system_webhooks WHERE id = ?').get(id) as SystemWebhookRow | undefined;
  }

  list(filter: { isActive?: boolean; on?: readonly string[] }): SystemWebhookRow[] {
    return (this.db.prepare('SELECT * FROM system_webhooks ORDER BY id').all() as SystemWebhookRow[]).filter(
      (row) =>
        (filter.isActive === undefined || (row.is_active === 1) === filter.isActive) &&
        (!filter.on?.length || filter.on.some((event) => (JSON.parse(row.events) as string[]).includes(event))),
    );
  }

  create(fields: SystemWebhookFields): SystemWebhookRow {
    const id = genAid();
    this.db
      .prepare(
        'INSERT INTO system_webhooks (id, updated_at, is_active, name, events, url, secret) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(id, Date.now(), fields.isActive ? 1 : 0, fields.name, JSON.stringify(fields.on), fields.url, fields.secret);
    return this.byId(id) as SystemWebhookRow;
  }

  update(row: SystemWebhookRow, fields: SystemWebhookFields): SystemWebhookRow {
    this.db
      .prepare(
        'UPDATE system_webhooks SET updated_at = ?, is_active = ?, name = ?, events = ?, url = ?, secret = ? WHERE id = ?',
      )
      .run(
        Date.now(),
        fields.isActive ? 1 : 0,
        fields.name,
        JSON.stringify(fields.on),
        fields.url,
        fields.secret,
        row.id,
      );
    return this.byId(row.id) as SystemWebhookRow;
  }

  delete(row: SystemWebhookRow): void {
    this.db.prepare('DELETE FROM system_webhooks WHERE id = ?').run(row.id);
  }

  pack(row: SystemWebhookRow): entities.SystemWebhook {
    return {
      id: row.id,
      isActive: row.is_active === 1,
      updatedAt: new Date(row.updated_at).toISOString(),
      latestSentAt: row.latest_sent_at === null ? null : new Date(row.latest_sent_at).toISOString(),
      latestStatus: row.latest_status,
      name: row.name,
      on: JSON.parse(row.events) as SystemWebhookEvent[],
      url: row.url,
      secret: row.secret,
    };
  }

  /** Sends one delivery (a test, or an event); a test with another address or secret is not recorded. */
  async deliver(
    row: SystemWebhookRow,
    type: SystemWebhookEvent,
    body: unknown,
    override: { url?: string; secret?: string } = {},
  ): Promise<number> {
    const status = await sendHook(
      this.instance,
      this.addresses,
      { id: row.id, url: override.url ?? row.url, secret: override.secret ?? row.secret },
      type,
      body,
    );
    if (override.url === undefined && override.secret === undefined) {
      this.db
        .prepare('UPDATE system_webhooks SET latest_sent_at = ?, latest_status = ? WHERE id = ?')
        .run(Date.now(), status, row.id);
    }
    return status;
  }

  /** Queues a delivery in Misskey's systemWebhookDeliver queue. */
  private queue(hook: SystemWebhookRow, type: SystemWebhookEvent, body: unknown): void {
    this.instance.events.emit(
      'jobQueued',
      webhookDeliveryJob('systemWebhookDeliver', { id: hook.id, url: hook.url }, type, body, () =>
        this.deliver(hook, type, body),
      ),
    );
  }

  private emitToAll(type: SystemWebhookEvent, body: () => unknown): void {
    const hooks = this.list({ isActive: true, on: [type] });
    if (hooks.length === 0) return;
    const payload = body();
    for (const hook of hooks) this.queue(hook, type, payload);
  }

  // --- who hears of reports

  recipientById(id: string): RecipientRow | undefined {
    return this.db.prepare('SELECT * FROM abuse_report_recipients WHERE id = ?').get(id) as RecipientRow | undefined;
  }

  recipients(methods?: readonly string[]): RecipientRow[] {
    return (this.db.prepare('SELECT * FROM abuse_report_recipients ORDER BY id').all() as RecipientRow[]).filter(
      (row) => !methods?.length || methods.includes(row.method),
    );
  }

  saveRecipient(
    fields: {
      isActive: boolean;
      name: string;
      method: 'email' | 'webhook';
      userId: string | null;
      systemWebhookId: string | null;
    },
    existing?: RecipientRow,
  ): RecipientRow {
    const id = existing?.id ?? genAid();
    this.db
      .prepare(
        `INSERT INTO abuse_report_recipients (id, updated_at, is_active, name, method, user_id, system_webhook_id)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET updated_at = excluded.updated_at, is_active = excluded.is_active,
           name = excluded.name, method = excluded.method, user_id = excluded.user_id,
           system_webhook_id = excluded.system_webhook_id`,
      )
      .run(id, Date.now(), fields.isActive ? 1 : 0, fields.name, fields.method, fields.userId, fields.systemWebhookId);
    return this.recipientById(id) as RecipientRow;
  }

  deleteRecipient(row: RecipientRow): void {
    this.db.prepare('DELETE FROM abuse_report_recipients WHERE id = ?').run(row.id);
  }

  packRecipient(row: RecipientRow): entities.AbuseReportNotificationRecipient {
    const hook = row.system_webhook_id ? this.byId(row.system_webhook_id) : undefined;
    return {
      id: row.id,
      isActive: row.is_active === 1,
      updatedAt: new Date(row.updated_at).toISOString(),
      name: row.name,
      method: row.method,
      ...(row.user_id ? { userId: row.user_id, user: packUserLiteById(this.instance, row.user_id) } : {}),
      ...(hook ? { systemWebhookId: hook.id, systemWebhook: this.pack(hook) } : {}),
    };
  }

  private onReport(reportId: string, change: 'filed' | 'resolved'): void {
    const report = this.reports.byId(reportId);
    if (!report) return;
    const type: SystemWebhookEvent = change === 'filed' ? 'abuseReport' : 'abuseReportResolved';
    for (const recipient of this.recipients().filter((r) => r.is_active === 1)) {
      if (recipient.method === 'webhook' && recipient.system_webhook_id) {
        const hook = this.byId(recipient.system_webhook_id);
        if (hook && hook.is_active === 1 && (JSON.parse(hook.events) as string[]).includes(type)) {
          this.queue(hook, type, packReport(this.instance, report, recipient.user_id ?? report.reporter_id));
        }
      } else if (recipient.method === 'email' && recipient.user_id && change === 'filed') {
        const to = this.db
          .prepare('SELECT email FROM users WHERE id = ? AND email_verified = 1')
          .get(recipient.user_id) as { email: string | null } | undefined;
        if (to?.email && this.mailer.enabled()) {
          this.mailer.send(
            linkMessage(
              to.email,
              'New abuse report',
              `A new report: ${report.comment}`,
              `${this.instance.url()}/admin/abuses`,
            ),
          );
        }
      }
    }
  }
}
