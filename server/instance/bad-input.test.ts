import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../testing';

let instance: TestInstance;
let token: string;
let noteId: string;

/** Every table's rows, hashed: what "the database is unchanged" means here. */
function snapshot(dataDir: string): Record<string, string> {
  const db = new Database(join(dataDir, 'tessera.db'), { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        createHash('sha256')
          .update(JSON.stringify(db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()))
          .digest('hex'),
      ]),
    );
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  instance = await startTestInstance();
  token = await setUpAdmin(instance);
  noteId = (await instance.api<{ createdNote: entities.Note }>('notes/create', { text: 'existing' }, token)).body
    .createdNote.id;
});
afterAll(() => instance.close());

const raw = async (
  path: string,
  body: string | FormData,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) => {
  const response = await fetch(`${instance.url}${path}`, {
    method: 'POST',
    body,
    headers: body instanceof FormData ? {} : headers,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as { error?: { code: string; id: string; message: string } }) : null,
  };
};

describe('bad input', () => {
  it('answers a batch of malformed requests with error objects and changes nothing', async () => {
    const before = snapshot(instance.dataDir);
    const form = new FormData();
    form.append('i', token);
    form.append('text', 'multipart is not for notes');
    const cases: [string, Promise<{ status: number; body: { error?: { code: string } } | null }>][] = [
      ['not JSON', raw('/api/notes/create', '{text: oops')],
      ['a JSON array', raw('/api/notes/create', JSON.stringify([token]))],
      ['a JSON string', raw('/api/notes/create', '"text"')],
      ['wrong type', instance.api('notes/create', { text: 123 }, token)],
      ['bad visibility', instance.api('notes/create', { text: 'x', visibility: 'everyone' }, token)],
      ['cw too long', instance.api('notes/create', { text: 'x', cw: 'c'.repeat(101) }, token)],
      [
        'too many files',
        instance.api('notes/create', { text: 'x', fileIds: Array.from({ length: 17 }, (_, i) => `f${i}`) }, token),
      ],
      [
        'eleven poll choices',
        instance.api('notes/create', { poll: { choices: Array.from({ length: 11 }, (_, i) => `c${i}`) } }, token),
      ],
      ['poll with junk', instance.api('notes/create', { poll: { choices: ['a', 'b'], extra: true } }, token)],
      ['token not a string', instance.api('notes/create', { text: 'x', i: { evil: true } })],
      ['bad token', instance.api('notes/create', { text: 'x' }, 'forged-token-000')],
      ['no token', instance.api('notes/create', { text: 'x' })],
      ['missing noteId', instance.api('notes/delete', {}, token)],
      ['unknown note', instance.api('notes/delete', { noteId: 'zzzzzzzzzz' }, token)],
      ['limit too large', instance.api('notes/local-timeline', { limit: 1000 })],
      ['limit negative', instance.api('notes/local-timeline', { limit: -1 })],
      ['unknown endpoint', instance.api('notes/obliterate', { noteId }, token)],
      ['oversized body', raw('/api/notes/create', JSON.stringify({ i: token, text: 'x'.repeat(2 * 1024 * 1024) }))],
      ['multipart to a JSON endpoint', raw('/api/notes/create', form)],
      ['JSON to the upload endpoint', instance.api('drive/files/create', { name: 'x' }, token)],
      [
        'registry scope injection',
        instance.api('i/registry/set', { scope: ["a'; DROP TABLE notes; --"], key: 'k', value: 1 }, token),
      ],
      ['reaction to nothing', instance.api('notes/reactions/create', { noteId: 'nope', reaction: '👍' }, token)],
      ['vote without choice', instance.api('notes/polls/vote', { noteId }, token)],
      ['follow nobody', instance.api('following/create', { userId: 'nobody' }, token)],
      ['signup with empty password', instance.api('signup', { username: 'eve', password: '' })],
      ['signup with bad username', instance.api('signup', { username: '../../etc', password: 'x' })],
    ];
    const results = await Promise.all(cases.map(async ([name, call]) => [name, await call] as const));
    for (const [name, result] of results) {
      expect.soft(result.status, name).toBeGreaterThanOrEqual(400);
      expect.soft(result.status, name).toBeLessThan(500);
      expect.soft(result.body?.error?.code, name).toMatch(/^[A-Z_]+$/);
    }
    expect(snapshot(instance.dataDir)).toEqual(before);
    // The instance still works afterwards.
    expect((await instance.api<entities.Note>('notes/show', { noteId })).body.text).toBe('existing');
  });
});
