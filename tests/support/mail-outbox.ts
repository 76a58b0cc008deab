import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One message the instance wrote to its outbox (--mail-outbox). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The messages sent to an address so far, oldest first. */
export function mailTo(outbox: string, address: string): OutboxMessage[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')) as OutboxMessage)
    .filter((message) => message.to === address);
}

/** The link in the latest message to an address with this subject, waiting for it to arrive. */
export async function waitForLink(
  outbox: string,
  address: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const message = mailTo(outbox, address)
      .filter((m) => m.subject === subject)
      .at(-1);
    const link = message?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    if (Date.now() > until) throw new Error(`no '${subject}' mail to ${address} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
