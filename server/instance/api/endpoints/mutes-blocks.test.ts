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

const timelineTexts = async (token: string) =>
  (await instance.api<entities.Note[]>('notes/local-timeline', { limit: 50 }, token)).body.map((n) => n.text);

describe('mutes', () => {
  it('hide the mutee from the muter alone, with their renotes, until unmuted', async () => {
    const { alice, bob, carol } = people;
    await postNote(instance, bob.token, { text: 'bob speaks' });
    const original = (await postNote(instance, bob.token, { text: 'bob again' })).id;
    await postNote(instance, carol.token, { renoteId: original });
    expect((await instance.api('mute/create', { userId: bob.id }, alice.token)).status).toBe(204);
    const again = await instance.api<{ error: { code: string } }>('mute/create', { userId: bob.id }, alice.token);
    expect(again.body.error.code).toBe('ALREADY_MUTING');
    expect(await timelineTexts(alice.token)).not.toContain('bob speaks');
    // Carol's renote of bob's note goes too.
    const renotes = (
      await instance.api<entities.Note[]>('notes/local-timeline', { limit: 50 }, alice.token)
    ).body.filter((n) => n.renoteId === original);
    expect(renotes).toEqual([]);
    expect(await timelineTexts(carol.token)).toContain('bob speaks');
    const { body: list } = await instance.api<entities.Muting[]>('mute/list', {}, alice.token);
    expect(list.map((m) => m.mutee.username)).toEqual(['bob']);
    expect(
      (await instance.api<entities.UserDetailed>('users/show', { userId: bob.id }, alice.token)).body,
    ).toMatchObject({
      isMuted: true,
    });
    await instance.api('mute/delete', { userId: bob.id }, alice.token);
    expect(await timelineTexts(alice.token)).toContain('bob speaks');
  });

  it('keep the mutee from notifying the muter', async () => {
    const { alice, bob } = people;
    await instance.api('mute/create', { userId: bob.id }, alice.token);
    await postNote(instance, bob.token, { text: '@alice hello?' });
    const { body } = await instance.api<entities.Notification[]>('i/notifications', {}, alice.token);
    expect(body.filter((n) => n.type === 'mention')).toEqual([]);
    await instance.api('mute/delete', { userId: bob.id }, alice.token);
  });
});

describe('renote mutes', () => {
  it("hide only the mutee's renotes from the muter, not their own notes or quotes", async () => {
    const { alice, bob, carol } = people;
    const original = (await postNote(instance, carol.token, { text: 'carol original' })).id;
    const renote = (await postNote(instance, bob.token, { renoteId: original })).id;
    await postNote(instance, bob.token, { text: 'bob quoting', renoteId: original });
    expect((await instance.api('renote-mute/create', { userId: bob.id }, alice.token)).status).toBe(204);
    const ids = (await instance.api<entities.Note[]>('notes/local-timeline', { limit: 50 }, alice.token)).body.map(
      (n) => n.id,
    );
    expect(ids).not.toContain(renote);
    expect(await timelineTexts(alice.token)).toEqual(expect.arrayContaining(['bob quoting', 'carol original']));
    const { body: list } = await instance.api<entities.RenoteMuting[]>('renote-mute/list', {}, alice.token);
    expect(list.map((m) => m.mutee.username)).toEqual(['bob']);
    expect(
      (await instance.api<entities.UserDetailed>('users/show', { userId: bob.id }, alice.token)).body,
    ).toMatchObject({ isRenoteMuted: true });
    await instance.api('renote-mute/delete', { userId: bob.id }, alice.token);
    const after = (await instance.api<entities.Note[]>('notes/local-timeline', { limit: 50 }, alice.token)).body;
    expect(after.map((n) => n.id)).toContain(renote);
  });
});

describe('blocks', () => {
  it('part two users: follows go, and the blockee can neither follow nor react; both lose each other', async () => {
    const { alice, carol } = people;
    await instance.api('following/create', { userId: alice.id }, carol.token);
    const blocked = await instance.api<entities.UserDetailed>('blocking/create', { userId: carol.id }, alice.token);
    expect(blocked.body).toMatchObject({ isBlocking: true, isFollowed: false });
    const follow = await instance.api<{ error: { code: string } }>(
      'following/create',
      { userId: alice.id },
      carol.token,
    );
    expect(follow.body.error.code).toBe('BLOCKED');
    const note = (await postNote(instance, alice.token, { text: 'alice posts' })).id;
    const react = await instance.api<{ error: { code: string } }>(
      'notes/reactions/create',
      { noteId: note, reaction: '👍' },
      carol.token,
    );
    expect(react.body.error.code).toBe('YOU_HAVE_BEEN_BLOCKED');
    await postNote(instance, carol.token, { text: 'carol posts' });
    expect(await timelineTexts(carol.token)).not.toContain('alice posts');
    expect(await timelineTexts(alice.token)).not.toContain('carol posts');
    const { body: list } = await instance.api<entities.Blocking[]>('blocking/list', {}, alice.token);
    expect(list.map((b) => b.blockee.username)).toEqual(['carol']);
    expect((await instance.api('blocking/delete', { userId: carol.id }, alice.token)).status).toBe(200);
    expect(await timelineTexts(carol.token)).toContain('alice posts');
  });
});
