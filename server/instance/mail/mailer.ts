import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { genAid } from '../ids';
import type { InstanceSettings } from '../settings';

/** One message as sent, and as the outbox keeps it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message written to the outbox, with when. */
export interface OutboxEntry extends MailMessage {
  from: string;
  date: string;
}

/**
 * Sends the instance's email: through the SMTP server the administrator set (Misskey's enableEmail
 * and smtp* settings), or, when the operator started the server with an outbox folder, into that
 * folder as one JSON file per message (for a server without mail, and for tests). Sending never
 * fails the request that caused it: Misskey sends mail without waiting, and so do we.
 */
export class Mailer {
  constructor(
    private readonly settings: () => InstanceSettings,
    private readonly outboxDir: string | null,
    private readonly log: (message: string) => void,
  ) {
    if (outboxDir) mkdirSync(outboxDir, { recursive: true });
  }

  /** An email with one link in it (verification, password resets). */
  readonly linkMessage = linkMessage;

  /** Whether the instance can send email (meta's enableEmail). */
  enabled(): boolean {
    const s = this.settings();
    return this.outboxDir !== null || (s.enableEmail && !!s.smtpHost);
  }

  send(message: MailMessage): void {
    if (!this.enabled()) return;
    void this.deliver(message).catch((error: unknown) =>
      this.log(`email to ${message.to} failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  private async deliver(message: MailMessage): Promise<void> {
    const s = this.settings();
    const from = s.email ?? `no-reply@${s.smtpHost ?? 'localhost'}`;
    if (this.outboxDir) {
      const entry: OutboxEntry = { ...message, from, date: new Date().toISOString() };
      writeFileSync(join(this.outboxDir, `${genAid()}.json`), JSON.stringify(entry, null, 2));
      return;
    }
    const transport = createTransport({
      host: s.smtpHost ?? undefined,
      port: s.smtpPort ?? undefined,
      secure: s.smtpSecure,
      ...(s.smtpUser ? { auth: { user: s.smtpUser, pass: s.smtpPass ?? '' } } : {}),
    });
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }
}

/** A short message with one link, as text and as HTML (the link escaped, nothing else marked up). */
export function linkMessage(to: string, subject: string, intro: string, link: string): MailMessage {
  const escaped = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const escapedIntro = intro.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n`,
    html: `<p>${escapedIntro}</p><p><a href="${escaped}">${escaped}</a></p>`,
  };
}
