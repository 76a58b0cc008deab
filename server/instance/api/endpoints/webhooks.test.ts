import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let receiver: Server;
let received: { headers: IncomingHttpHeaders; body: { type: string; hookId: string; body: Record<string, unknown> } }[];
let receiverUrl: string;

beforeEach(async () => {
  instance = await startTestInstance();
  received = [];
  receiver = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(data) });
      response.writeHead(request.url === '/broken' ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await instance.close();
  await new Promise((resolve) => receiver.close(resolve));
});

type Webhook = entities.IWebhooksCreateResponse;

describe('webhooks', () => {
  it('sends the events a webhook subscribes to, with its secret, and records the answer', async () => {
    const { alice, bob, ids } = await setUpPeople(instance);
    const created = await instance.api<Webhook>(
      'i/webhooks/create',
      { name: 'to my bot', url: `${receiverUrl}/hook`, secret: 's3cret', on: ['note', 'followed', 'reaction'] },
      alice,
    );
    expect(created.body).toMatchObject({
      name: 'to my bot',
      active: true,
      latestStatus: null,
      on: ['note', 'followed', 'reaction'],
    });
    const note = await postNote(instance, alice, { text: 'hooked' });
    await instance.api('following/create', { userId: ids.alice }, bob);
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '👍' }, bob);
    await postNote(instance, bob, { text: 'not alice, not sent' });
    await expect.poll(() => received.length).toBe(3);
    expect(received.map((r) => r.body.type).sort()).toEqual(['followed', 'note', 'reaction']);
    const sent = received.find((r) => r.body.type === 'note');
    expect(sent?.headers['x-misskey-hook-secret']).toBe('s3cret');
    expect(sent?.body).toMatchObject({ hookId: created.body.id, body: { note: { text: 'hooked' } } });
    await expect
      .poll(
        async () =>
          (await instance.api<Webhook>('i/webhooks/show', { webhookId: created.body.id }, alice)).body.latestStatus,
      )
      .toBe(204);
  });

  it('updates, pauses, tests with a sample and deletes a webhook; others cannot touch it', async () => {
    const { alice, bob } = await setUpPeople(instance);
    const { body: hook } = await instance.api<Webhook>(
      'i/webhooks/create',
      { name: 'n', url: `${receiverUrl}/broken`, on: ['note'] },
      alice,
    );
    await instance.api('i/webhooks/test', { webhookId: hook.id, type: 'follow' }, alice);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]?.body.body).toMatchObject({ user: { username: 'alice' } });
    await expect
      .poll(
        async () => (await instance.api<Webhook>('i/webhooks/show', { webhookId: hook.id }, alice)).body.latestStatus,
      )
      .toBe(500);
    await instance.api('i/webhooks/update', { webhookId: hook.id, active: false, name: 'paused' }, alice);
    await postNote(instance, alice, { text: 'while paused' });
    const list = (await instance.api<Webhook[]>('i/webhooks/list', {}, alice)).body;
    expect(list).toMatchObject([{ name: 'paused', active: false }]);
    const theirs = await instance.api<{ error: { id: string } }>('i/webhooks/delete', { webhookId: hook.id }, bob);
    expect(theirs.body.error.id).toBe('bae73e5a-5522-4965-ae19-3a8688e71d82');
    expect((await instance.api('i/webhooks/delete', { webhookId: hook.id }, alice)).status).toBe(204);
    expect(received).toHaveLength(1);
  });
});
