import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Record<'alice' | 'bob' | 'carol', { id: string; token: string }>;
beforeAll(async () => {
  instance = await startTestInstance();
  const set = await setUpPeople(instance);
  people = {
    alice: { id: set.ids.alice, token: set.alice },
    bob: { id: set.ids.bob, token: set.bob },
    carol: { id: set.ids.carol, token: set.carol },
  };
});
afterAll(() => instance.close());

const memoOf = async (userId: string, token: string) =>
  (await instance.api<entities.UserDetailed>('users/show', { userId }, token)).body.memo;

describe('users/update-memo', () => {
  it('keeps a memo only its writer sees, and removes it when emptied', async () => {
    const { alice, bob, carol } = people;
    expect(
      (await instance.api('users/update-memo', { userId: bob.id, memo: 'met at the fair' }, alice.token)).status,
    ).toBe(204);
    expect(await memoOf(bob.id, alice.token)).toBe('met at the fair');
    expect(await memoOf(bob.id, carol.token)).toBeNull();
    expect(await memoOf(bob.id, bob.token)).toBeNull();
    await instance.api('users/update-memo', { userId: bob.id, memo: 'changed' }, alice.token);
    expect(await memoOf(bob.id, alice.token)).toBe('changed');
    await instance.api('users/update-memo', { userId: bob.id, memo: '' }, alice.token);
    expect(await memoOf(bob.id, alice.token)).toBeNull();
    const missing = await instance.api<{ error: { id: string } }>(
      'users/update-memo',
      { userId: 'aaaaaaaaaa', memo: 'x' },
      alice.token,
    );
    expect(missing.body.error.id).toBe('6fef56f3-e765-4957-88e5-c6f65329b8a5');
  });
});

describe('notes/thread-muting', () => {
  const notified = async (token: string, noteId: string) =>
    (await instance.api<entities.Notification[]>('i/notifications', { limit: 100 }, token)).body.filter(
      (n) => 'note' in n && n.note?.id === noteId,
    );

  it("silences a thread's replies and mentions for the muter, shown by notes/state, until unmuted", async () => {
    const { alice, bob, carol } = people;
    const root = await postNote(instance, alice.token, { text: 'a thread' });
    const reply = await postNote(instance, bob.token, { text: 'first answer', replyId: root.id });
    // Muting from a note deep in the thread mutes the whole thread.
    expect((await instance.api('notes/thread-muting/create', { noteId: reply.id }, alice.token)).status).toBe(204);
    const state = await instance.api<entities.NotesStateResponse>('notes/state', { noteId: root.id }, alice.token);
    expect(state.body.isMutedThread).toBe(true);
    expect(
      (await instance.api<entities.NotesStateResponse>('notes/state', { noteId: root.id }, bob.token)).body
        .isMutedThread,
    ).toBe(false);
    const silentReply = await postNote(instance, bob.token, { text: 'unheard', replyId: root.id });
    const silentMention = await postNote(instance, carol.token, { text: '@alice look', replyId: reply.id });
    expect(await notified(alice.token, silentReply.id)).toEqual([]);
    expect(await notified(alice.token, silentMention.id)).toEqual([]);
    // A mention outside the thread still notifies.
    const elsewhere = await postNote(instance, carol.token, { text: '@alice elsewhere' });
    expect((await notified(alice.token, elsewhere.id)).map((n) => n.type)).toEqual(['mention']);

    expect((await instance.api('notes/thread-muting/delete', { noteId: root.id }, alice.token)).status).toBe(204);
    expect(
      (await instance.api<entities.NotesStateResponse>('notes/state', { noteId: root.id }, alice.token)).body
        .isMutedThread,
    ).toBe(false);
    const heard = await postNote(instance, bob.token, { text: 'heard', replyId: root.id });
    expect((await notified(alice.token, heard.id)).map((n) => n.type)).toEqual(['reply']);
  });

  it("answers NO_SUCH_NOTE with each endpoint's id", async () => {
    const { alice } = people;
    const create = await instance.api<{ error: { id: string } }>(
      'notes/thread-muting/create',
      { noteId: 'aaaaaaaaaa' },
      alice.token,
    );
    expect(create.body.error.id).toBe('5ff67ada-ed3b-2e71-8e87-a1a421e177d2');
    const remove = await instance.api<{ error: { id: string } }>(
      'notes/thread-muting/delete',
      { noteId: 'aaaaaaaaaa' },
      alice.token,
    );
    expect(remove.body.error.id).toBe('bddd57ac-ceb3-b29d-4334-86ea5fae481a');
  });
});
