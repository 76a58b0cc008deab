import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

const pollEndedOf = async (token: string) =>
  (await instance.api<entities.Notification[]>('i/notifications', { includeTypes: ['pollEnded'] }, token)).body.filter(
    (n) => n.type === 'pollEnded',
  );

const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('pollEnded notifications', () => {
  it('tell the author and each voter once when the poll ends, as the receive config allows', async () => {
    const { alice, bob, carol } = await setUpPeople(instance);
    const dave = (await instance.api<{ token: string }>('signup', { username: 'dave', password: 'pw' })).body.token;
    await instance.api('i/update', { notificationRecieveConfig: { pollEnded: { type: 'never' } } }, carol);
    const note = await postNote(instance, alice, {
      text: 'which?',
      poll: { choices: ['a', 'b'], multiple: true, expiredAfter: 1500 },
    });
    // Bob votes for both choices, the author votes on her own poll, carol said never; dave does not vote.
    for (const [token, choice] of [
      [bob, 0],
      [bob, 1],
      [alice, 0],
      [carol, 1],
    ] as const) {
      expect((await instance.api('notes/polls/vote', { noteId: note.id, choice }, token)).status).toBe(204);
    }
    expect(await pollEndedOf(alice)).toEqual([]);

    await until(async () => (await pollEndedOf(alice)).length > 0 && (await pollEndedOf(bob)).length > 0, 'the end');
    const [told] = await pollEndedOf(bob);
    expect(told).toMatchObject({ type: 'pollEnded', note: { id: note.id } });
    expect(told?.type === 'pollEnded' && told.note.poll?.choices.map((c) => c.votes)).toEqual([2, 2]);
    // Misskey's has no notifier.
    expect(told && 'user' in told).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(await pollEndedOf(alice)).toHaveLength(1);
    expect(await pollEndedOf(bob)).toHaveLength(1);
    expect(await pollEndedOf(carol)).toEqual([]);
    expect(await pollEndedOf(dave)).toEqual([]);
    // As Misskey's, the control panel lists it as an endedPollNotification job named after the note.
    const jobs = await instance.api<{ name: string; data: unknown }[]>(
      'admin/queue/jobs',
      { queue: 'endedPollNotification', state: ['completed'] },
      alice,
    );
    expect(jobs.body.map((j) => [j.name, j.data])).toEqual([[note.id, { noteId: note.id }]]);
  });

  it('tell a poll that ended while the server was down when it starts again, and only once', async () => {
    const { alice, bob } = await setUpPeople(instance);
    const note = await postNote(instance, alice, {
      text: 'later',
      poll: { choices: ['a', 'b'], expiredAfter: 60_000 },
    });
    await instance.api('notes/polls/vote', { noteId: note.id, choice: 1 }, bob);
    // The server missed the end (its wait was longer): the poll is over when it starts again.
    const db = new Database(join(instance.dataDir, 'tessera.db'));
    db.prepare('UPDATE polls SET expires_at = ? WHERE note_id = ?').run(Date.now() - 1000, note.id);
    db.close();
    expect(await pollEndedOf(bob)).toEqual([]);

    await instance.restart();
    await until(async () => (await pollEndedOf(bob)).length > 0, 'the catch-up');
    expect(await pollEndedOf(alice)).toHaveLength(1);

    await instance.restart();
    await new Promise((r) => setTimeout(r, 200));
    expect(await pollEndedOf(alice)).toHaveLength(1);
    expect(await pollEndedOf(bob)).toHaveLength(1);
  });
});
