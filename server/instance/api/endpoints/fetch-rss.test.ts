import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let feedServer: Server;
let base: string;

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour news</title><link>https://harbour.example/</link>
<item><title>Ferry times change</title><link>https://harbour.example/ferry</link><pubDate>Mon, 23 Nov 2026 09:00:00 GMT</pubDate></item>
<item><title>Market on Saturday</title><link>https://harbour.example/market</link></item></channel></rss>`;

beforeAll(async () => {
  instance = await startTestInstance();
  feedServer = createServer((request, response) => {
    if (request.url === '/feed.xml') response.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(RSS);
    else response.writeHead(200, { 'Content-Type': 'text/plain' }).end('not a feed');
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await instance.close();
  await new Promise((resolve) => feedServer.close(resolve));
});

describe('fetch-rss', () => {
  it('reads a feed into Misskey’s shape, by POST or GET, and refuses what is not one', async () => {
    const feed = await instance.api<{ title: string; items: { title: string; link: string; isoDate?: string }[] }>(
      'fetch-rss',
      { url: `${base}/feed.xml` },
    );
    expect(feed.body.title).toBe('Harbour news');
    expect(feed.body.items.map((i) => i.title)).toEqual(['Ferry times change', 'Market on Saturday']);
    expect(feed.body.items[0]?.isoDate).toBe('2026-11-23T09:00:00.000Z');
    const byGet = await fetch(`${instance.url}/api/fetch-rss?url=${encodeURIComponent(`${base}/feed.xml`)}`);
    expect(((await byGet.json()) as { items: unknown[] }).items).toHaveLength(2);
    expect((await instance.api('fetch-rss', { url: `${base}/other` })).status).toBe(400);
  });
});
