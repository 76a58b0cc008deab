import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

const typesOf = async (token: string) =>
  (await instance.api<entities.Notification[]>('i/notifications', {}, token)).body.map((n) => n.type);

describe('notificationRecieveConfig', () => {
  it('drops a type set to never, and takes a relation choice by who follows whom', async () => {
    // setUpPeople: alice follows bob; nobody follows alice.
    const { alice, bob, carol, ids } = await setUpPeople(instance);
    const saved = await instance.api<entities.MeDetailed>(
      'i/update',
      { notificationRecieveConfig: { reaction: { type: 'never' }, mention: { type: 'following' } } },
      alice,
    );
    expect(saved.body.notificationRecieveConfig).toEqual({
      reaction: { type: 'never' },
      mention: { type: 'following' },
    });
    const note = await postNote(instance, alice, { text: 'hello' });
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '👍' }, bob);
    await postNote(instance, carol, { text: '@alice from someone alice does not follow' });
    await postNote(instance, bob, { text: '@alice from someone alice follows' });
    await instance.api('following/create', { userId: ids.alice }, carol);
    expect(await typesOf(alice)).toEqual(['follow', 'mention']);
  });

  it('refuses a choice Misskey does not know', async () => {
    const { alice } = await setUpPeople(instance);
    const bad = await instance.api<{ error: { code: string } }>(
      'i/update',
      { notificationRecieveConfig: { follow: { type: 'sometimes' } } },
      alice,
    );
    expect(bad.body.error.code).toBe('INVALID_PARAM');
  });
});
