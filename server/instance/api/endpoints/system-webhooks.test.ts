import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
let receiver: Server;
let receiverUrl: string;
const received: {
  headers: IncomingHttpHeaders;
  body: { type: string; hookId: string; body: Record<string, unknown> };
}[] = [];

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
  receiver = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(data) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await instance.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('system webhooks and report recipients', () => {
  it('sends new accounts and, through a recipient, reports to the server’s webhook', async () => {
    const { alice, carol, ids } = people;
    const hook = await instance.api<entities.SystemWebhook>(
      'admin/system-webhook/create',
      {
        isActive: true,
        name: 'ops',
        on: ['userCreated', 'abuseReport', 'abuseReportResolved'],
        url: `${receiverUrl}/ops`,
        secret: 'k',
      },
      alice,
    );
    expect(hook.body).toMatchObject({ name: 'ops', isActive: true, latestStatus: null, secret: 'k' });
    expect(
      (await instance.api('admin/system-webhook/create', { isActive: true, name: 'x', on: [], url: 'http://x' }, carol))
        .status,
    ).toBe(403);

    await instance.api('signup', { username: 'dora', password: 'pw' });
    await expect.poll(() => received.filter((r) => r.body.type === 'userCreated').length).toBe(1);
    const created = received.find((r) => r.body.type === 'userCreated');
    expect(created?.headers['x-misskey-hook-secret']).toBe('k');
    expect(created?.body.body.user).toMatchObject({ username: 'dora' });

    // A report reaches the webhook only through a recipient.
    await instance.api('users/report-abuse', { userId: ids.bob, comment: 'first' }, carol);
    await new Promise((r) => setTimeout(r, 200));
    expect(received.some((r) => r.body.type === 'abuseReport')).toBe(false);
    const recipient = await instance.api<entities.AbuseReportNotificationRecipient>(
      'admin/abuse-report/notification-recipient/create',
      { isActive: true, name: 'to ops', method: 'webhook', systemWebhookId: hook.body.id },
      alice,
    );
    expect(recipient.body).toMatchObject({ method: 'webhook', systemWebhook: { id: hook.body.id } });
    await instance.api('users/report-abuse', { userId: ids.bob, comment: 'second' }, carol);
    await expect.poll(() => received.filter((r) => r.body.type === 'abuseReport').length).toBe(1);
    expect(received.find((r) => r.body.type === 'abuseReport')?.body.body).toMatchObject({ comment: 'second' });
    const listed = await instance.api<{ id: string }[]>('admin/abuse-user-reports', { state: 'unresolved' }, alice);
    await instance.api(
      'admin/resolve-abuse-user-report',
      { reportId: listed.body[0]?.id, resolvedAs: 'reject' },
      alice,
    );
    await expect.poll(() => received.filter((r) => r.body.type === 'abuseReportResolved').length).toBe(1);

    // A test send, and the record of the latest delivery.
    await instance.api('admin/system-webhook/test', { webhookId: hook.body.id, type: 'userCreated' }, alice);
    const shown = await instance.api<entities.SystemWebhook>('admin/system-webhook/show', { id: hook.body.id }, alice);
    expect(shown.body.latestStatus).toBe(204);
  });

  it('refuses what Misskey refuses', async () => {
    const { alice, ids } = people;
    const missing = await instance.api('admin/system-webhook/show', { id: 'a000000000' }, alice);
    expect(missing.status).toBe(404);
    expect(errorOf(missing.body)).toMatchObject({
      code: 'NO_SUCH_SYSTEM_WEBHOOK',
      id: '38dd1ffe-04b4-6ff5-d8ba-4e6a6ae22c9d',
    });
    const noHook = await instance.api(
      'admin/abuse-report/notification-recipient/create',
      { isActive: true, name: 'x', method: 'webhook' },
      alice,
    );
    expect(errorOf(noHook.body).code).toBe('CORRELATION_CHECK_WEBHOOK');
    const noEmail = await instance.api(
      'admin/abuse-report/notification-recipient/create',
      { isActive: true, name: 'x', method: 'email', userId: ids.alice },
      alice,
    );
    expect(errorOf(noEmail.body)).toMatchObject({
      code: 'EMAIL_ADDRESS_NOT_SET',
      id: '7cc1d85e-2f58-fc31-b644-3de8d0d3421f',
    });
    const gone = await instance.api('admin/abuse-report/notification-recipient/show', { id: 'a000000000' }, alice);
    expect(errorOf(gone.body).code).toBe('NO_SUCH_RECIPIENT');
  });
});
