import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

/** What a push service run by the test received. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push message as Misskey's sw reads it. */
interface PushMessage {
  type: string;
  body: entities.Notification | null;
  userId: string;
  dateTime: number;
}

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
let pushService: Server;
let pushBase: string;
const received: Received[] = [];
/** The status the push service answers, by path (201 unless set). */
const answers = new Map<string, number>();
type Err = { error: { code: string; id: string } };

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await instance.close();
  await new Promise((resolve) => pushService.close(resolve));
});

/** A browser's subscription keys: an ECDH P-256 pair and a 16-byte auth secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, publickey: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

/** Decrypts an aes128gcm push message body with the subscription's private key (RFC 8291, RFC 8188). */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

async function waitForPush(path: string, count = 1, timeoutMs = 8_000): Promise<Received[]> {
  const start = Date.now();
  for (;;) {
    const got = received.filter((r) => r.path === path);
    if (got.length >= count) return got;
    if (Date.now() - start > timeoutMs) throw new Error(`no push reached ${path}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('sw/* endpoints', () => {
  it('registers once, shows, updates and unregisters a subscription as Misskey answers', async () => {
    const keys = browserKeys();
    const endpoint = `${pushBase}/endpoints/one`;
    const sub = { endpoint, auth: keys.authText, publickey: keys.publickey };
    const meta = (await instance.api<entities.MetaDetailed>('meta', {})).body;
    expect(meta.swPublickey).toMatch(/^[\w-]{80,}$/);
    expect(meta.enableServiceWorker).toBe(true);
    const first = await instance.api('sw/register', sub, people.bob);
    expect(first.body).toEqual({
      state: 'subscribed',
      key: meta.swPublickey,
      userId: people.ids.bob,
      endpoint,
      sendReadMessage: false,
    });
    expect((await instance.api('sw/register', sub, people.bob)).body).toMatchObject({ state: 'already-subscribed' });
    expect((await instance.api('sw/show-registration', { endpoint }, people.bob)).body).toEqual({
      userId: people.ids.bob,
      endpoint,
      sendReadMessage: false,
    });
    // Nobody else sees it.
    expect((await instance.api('sw/show-registration', { endpoint }, people.carol)).status).toBe(204);
    expect(
      (await instance.api('sw/update-registration', { endpoint, sendReadMessage: true }, people.bob)).body,
    ).toEqual({ userId: people.ids.bob, endpoint, sendReadMessage: true });
    const missing = await instance.api<Err>('sw/update-registration', { endpoint }, people.carol);
    expect(missing.body.error).toMatchObject({ code: 'NO_SUCH_REGISTRATION' });
    expect((await instance.api('sw/unregister', { endpoint }, people.bob)).status).toBe(204);
    expect((await instance.api('sw/show-registration', { endpoint }, people.bob)).status).toBe(204);
  });

  it('refuses app tokens as Misskey (secure endpoints) and lets sw/unregister go without a token', async () => {
    const app = await appToken(instance, people.carol, ['read:account', 'write:notifications']);
    const keys = browserKeys();
    const sub = { endpoint: `${pushBase}/endpoints/app`, auth: keys.authText, publickey: keys.publickey };
    expect((await instance.api<Err>('sw/register', sub, app)).body.error.code).toBe('ACCESS_DENIED');
    await instance.api('sw/register', sub, people.carol);
    expect((await instance.api('sw/unregister', { endpoint: sub.endpoint })).status).toBe(204);
    expect((await instance.api('sw/show-registration', { endpoint: sub.endpoint }, people.carol)).status).toBe(204);
  });
});

describe('push delivery', () => {
  it('pushes a new notification with web-push, which the subscription decrypts to the notification', async () => {
    const keys = browserKeys();
    const path = '/endpoints/deliver';
    await instance.api(
      'sw/register',
      { endpoint: pushBase + path, auth: keys.authText, publickey: keys.publickey },
      people.bob,
    );
    const meta = (await instance.api<entities.MetaDetailed>('meta', {})).body;
    const follow = await instance.api('following/create', { userId: people.ids.bob }, people.carol);
    expect(follow.status).toBe(200);
    // Alice's follow from the set-up may come first, if still unread when registered.
    const start = Date.now();
    let push: Received | undefined;
    let message: PushMessage | undefined;
    while (!message) {
      if (Date.now() - start > 8_000) throw new Error("carol's follow was not pushed");
      for (const candidate of await waitForPush(path)) {
        const read = JSON.parse(decrypt(candidate.body, keys)) as PushMessage;
        if (read.body && 'userId' in read.body && read.body.userId === people.ids.carol) {
          push = candidate;
          message = read;
        }
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toContain(`k=${meta.swPublickey}`);
    expect(message).toMatchObject({ type: 'notification', userId: people.ids.bob });
    expect(Math.abs(Date.now() - message.dateTime)).toBeLessThan(30_000);
    expect(message.body).toMatchObject({ type: 'follow', userId: people.ids.carol, user: { username: 'carol' } });
    const listed = (await instance.api<entities.Notification[]>('i/notifications', {}, people.bob)).body;
    expect(listed.map((n) => n.id)).toContain(message.body?.id);
    await instance.api('sw/unregister', { endpoint: pushBase + path }, people.bob);
  });

  it('pushes readAllNotifications only where sendReadMessage was asked for', async () => {
    const quiet = browserKeys();
    const told = browserKeys();
    const reg = (k: ReturnType<typeof browserKeys>, path: string, sendReadMessage: boolean) =>
      instance.api(
        'sw/register',
        { endpoint: pushBase + path, auth: k.authText, publickey: k.publickey, sendReadMessage },
        people.alice,
      );
    await reg(quiet, '/endpoints/quiet', false);
    await reg(told, '/endpoints/told', true);
    await instance.api('notifications/mark-all-as-read', {}, people.alice);
    const [push] = await waitForPush('/endpoints/told');
    expect(JSON.parse(decrypt(push?.body ?? Buffer.alloc(0), told))).toMatchObject({
      type: 'readAllNotifications',
      userId: people.ids.alice,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(received.filter((r) => r.path === '/endpoints/quiet')).toEqual([]);
  });

  it('drops a subscription the push service says is gone (410)', async () => {
    const keys = browserKeys();
    const path = '/endpoints/gone';
    answers.set(path, 410);
    await instance.api(
      'sw/register',
      { endpoint: pushBase + path, auth: keys.authText, publickey: keys.publickey },
      people.carol,
    );
    await instance.api('notifications/test-notification', {}, people.carol);
    await waitForPush(path);
    const start = Date.now();
    while ((await instance.api('sw/show-registration', { endpoint: pushBase + path }, people.carol)).status !== 204) {
      if (Date.now() - start > 5_000) throw new Error('the gone subscription was kept');
      await new Promise((r) => setTimeout(r, 50));
    }
  });
});
