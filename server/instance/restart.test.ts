import type { entities } from 'misskey-js';
import { Stream } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { setUpAdmin, startTestInstance, type TestInstance } from '../testing';

let instance: TestInstance;
let alice: string;
let bob: string;

beforeAll(async () => {
  instance = await startTestInstance();
  alice = await setUpAdmin(instance, 'alice', 'pw');
  bob = (await instance.api<{ token: string }>('signup', { username: 'bob', password: 'pw' })).body.token;
  const bobId = (await instance.api<entities.MeDetailed>('i', {}, bob)).body.id;
  await instance.api('following/create', { userId: bobId }, alice);
});
afterAll(() => instance.close());

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('a server restart while a client is streaming', () => {
  it('loses no note: the stream resumes and the gap since the last seen note is fetched', async () => {
    const stream = new Stream(instance.url, { token: alice }, { WebSocket });
    const seen: string[] = [];
    stream.useChannel('homeTimeline').on('note', (note) => seen.push(note.id));
    let reconnects = 0;
    stream.on('_connected_', () => {
      reconnects += 1;
    });
    await until(() => stream.state === 'connected', 'the first connection');
    await new Promise((r) => setTimeout(r, 50));

    const posted: string[] = [];
    const post = async (text: string) => {
      posted.push(
        (await instance.api<{ createdNote: entities.Note }>('notes/create', { text }, bob)).body.createdNote.id,
      );
    };
    await post('before the restart');
    await until(() => seen.length === 1, 'the first note');
    const lastSeen = seen[seen.length - 1] as string;

    await instance.restart();
    await post('right after the restart, maybe before the client is back');
    await until(() => reconnects >= 2, 'the reconnect');
    await new Promise((r) => setTimeout(r, 50));
    await post('after the client is back');
    await until(() => seen.includes(posted[2] as string), 'the note after reconnecting');

    // What a client does on "resumed": fetch what came since the last note it saw.
    const gap = (
      await instance.api<entities.Note[]>('notes/timeline', { sinceId: lastSeen, limit: 100 }, alice)
    ).body.map((n) => n.id);
    const recovered = new Set([...seen, ...gap]);
    for (const id of posted) expect(recovered.has(id)).toBe(true);
    // And every note survived the restart in the database.
    const stored = (await instance.api<entities.Note[]>('notes/timeline', { limit: 100 }, alice)).body.map((n) => n.id);
    expect(stored).toEqual(expect.arrayContaining(posted));
    stream.close();
  });
});
