import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAdmin, databaseSnapshot as snapshot, startTestInstance, type TestInstance } from '../testing';

let instance: TestInstance;
let token: string;
let noteId: string;

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

describe('hostile input found by hand (issue #12), each once a 500 or worse', () => {
  it('refuses a poll that ends past the last representable date, and every reader keeps working', async () => {
    const before = snapshot(instance.dataDir);
    for (const poll of [
      { choices: ['a', 'b'], expiresAt: 1e20 },
      { choices: ['a', 'b'], expiredAfter: 8_640_000_000_000_000 - 1 },
    ]) {
      const { status, body } = await instance.api<{ error?: { code: string } }>(
        'notes/create',
        { text: 'x', poll },
        token,
      );
      expect(status).toBe(400);
      expect(body.error?.code).toBe('INVALID_PARAM');
    }
    expect(snapshot(instance.dataDir)).toEqual(before);
    expect((await instance.api('notes/local-timeline', {})).status).toBe(200);
    expect((await instance.api('notes/global-timeline', {})).status).toBe(200);
  });

  it('answers the oversized lists and strings of the report with INVALID_PARAM', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['users/show', { userIds: Array.from({ length: 40_000 }, (_, n) => `u${n}`) }],
      ['i/notifications', { includeTypes: Array.from({ length: 60_000 }, () => 'follow') }],
      ['users/search-by-username-and-host', { username: 'a'.repeat(500_000) }],
    ];
    for (const [endpoint, body] of cases) {
      const result = await instance.api<{ error?: { code: string } }>(endpoint, body, token);
      expect(result.status, endpoint).toBe(400);
      expect(result.body.error?.code, endpoint).toBe('INVALID_PARAM');
    }
  });

  it('looks a malformed file URL up as no file, and refuses a registry value nested 10,000 deep', async () => {
    const show = await instance.api<{ error?: { code: string } }>('drive/files/show', { url: 'http://[' }, token);
    expect(show.status).toBe(400);
    expect(show.body.error?.code).toBe('NO_SUCH_FILE');
    const deep = await raw(
      '/api/i/registry/set',
      `{"i":"${token}","key":"k","value":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    );
    expect(deep.status).toBe(400);
    expect(deep.body?.error?.code).toBe('INVALID_PARAM');
  });

  it('refuses a cut multipart body, one without a boundary, and a text field over 64 KiB', async () => {
    const before = snapshot(instance.dataDir);
    const boundary = 'tesseraBoundary';
    const cut = `--${boundary}\r\nContent-Disposition: form-data; name="i"\r\n\r\n${token}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhalf a fi`;
    const results = [
      await raw('/api/drive/files/create', cut, { 'Content-Type': `multipart/form-data; boundary=${boundary}` }),
      await raw('/api/drive/files/create', 'whatever', { 'Content-Type': 'multipart/form-data' }),
    ];
    const form = new FormData();
    form.append('i', token);
    form.append('comment', 'c'.repeat(70 * 1024));
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    results.push(await raw('/api/drive/files/create', form));
    for (const result of results) {
      expect(result.status).toBe(400);
      expect(result.body?.error?.code).toBe('INVALID_PARAM');
    }
    expect(snapshot(instance.dataDir)).toEqual(before);
  });
});

describe('races', () => {
  it('makes exactly one administrator of ten parallel first-account calls', async () => {
    const fresh = await startTestInstance();
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          fresh.api<{ isAdmin?: boolean; error?: { code: string } }>('admin/accounts/create', {
            username: `admin${n}`,
            password: 'pw',
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.status).toBeLessThan(500);
      const admins = await fresh.api<unknown[]>('users/search-by-username-and-host', { username: 'admin' });
      expect(admins.body).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('lets one of five parallel sign-ups with one name through; the rest get DUPLICATED_USERNAME', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        instance.api<{ error?: { code: string } }>('signup', { username: 'sameName', password: 'pw' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.error?.code).toBe('DUPLICATED_USERNAME');
  });
});

describe('pathological MFM', () => {
  it("stores a note of 3,000 unclosed brackets without holding up anyone else's requests", async () => {
    const order: string[] = [];
    const posting = instance
      .api<{ createdNote?: entities.Note }>('notes/create', { text: '['.repeat(3000) }, token)
      .then((r) => {
        order.push('note');
        return r;
      });
    await new Promise((r) => setTimeout(r, 50));
    const pong = await instance.api<{ pong: number }>('ping', {});
    order.push('ping');
    const posted = await posting;
    expect(pong.status).toBe(200);
    expect(order).toEqual(['ping', 'note']);
    expect(posted.status).toBe(200);
    expect(posted.body.createdNote?.text).toBe('['.repeat(3000));
  });
});
