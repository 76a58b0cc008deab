import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
let source: Server;
let base: string;

const PLUGIN = '/// @ 0.19.0\r\n### { name: "Linked", version: "1", author: "x" }\r\n';
const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
  source = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/plugin.json') response.end(JSON.stringify({ type: 'plugin', data: PLUGIN }));
    else response.end(JSON.stringify({ nothing: true }));
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
});
afterAll(async () => {
  source.close();
  await instance.close();
});

describe('fetch-external-resources (for /install-extensions)', () => {
  it('gives a published plugin whose hash matches (line ends made \\n first), and refuses other ones', async () => {
    const { alice } = people;
    const hash = sha512(PLUGIN.replace(/\r\n/g, '\n'));
    const fetched = await instance.api<{ type: string; data: string }>(
      'fetch-external-resources',
      { url: `${base}/plugin.json`, hash },
      alice,
    );
    expect(fetched.body).toEqual({ type: 'plugin', data: PLUGIN });
    const changed = await instance.api('fetch-external-resources', { url: `${base}/plugin.json`, hash: 'ab' }, alice);
    expect(errorOf(changed.body)).toMatchObject({
      code: 'EXT_RESOURCE_HASH_DIDNT_MATCH',
      id: '693ba8ba-b486-40df-a174-72f8279b56a4',
    });
    const odd = await instance.api('fetch-external-resources', { url: `${base}/other.json`, hash }, alice);
    expect(errorOf(odd.body).id).toBe('bb774091-7a15-4a70-9dc5-6ac8cf125856');
    const visitor = await instance.api('fetch-external-resources', { url: `${base}/plugin.json`, hash });
    // A secure endpoint: only the client's own sign-in token, never a visitor.
    expect(errorOf(visitor.body).code).toBe('ACCESS_DENIED');
  });
});
