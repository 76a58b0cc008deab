import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

type Relation = Extract<entities.UsersRelationResponse, { id: string }>;

describe('users/relation (as Misskey answers it)', () => {
  it('answers one relation for one id and a list in order for a list, with every field', async () => {
    const { alice, bob, carol, ids } = people;
    await instance.api('following/create', { userId: ids.alice }, bob);
    await instance.api('mute/create', { userId: ids.carol }, alice);
    await instance.api('renote-mute/create', { userId: ids.carol }, alice);
    await instance.api('blocking/create', { userId: ids.alice }, carol);

    const one = await instance.api<Relation>('users/relation', { userId: ids.bob }, alice);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      id: ids.bob,
      isFollowing: true,
      hasPendingFollowRequestFromYou: false,
      hasPendingFollowRequestToYou: false,
      isFollowed: true,
      isBlocking: false,
      isBlocked: false,
      isMuted: false,
      isRenoteMuted: false,
    });

    const many = await instance.api<Relation[]>('users/relation', { userId: [ids.carol, ids.bob] }, alice);
    expect(many.body.map((r) => r.id)).toEqual([ids.carol, ids.bob]);
    expect(many.body[0]).toMatchObject({ isMuted: true, isRenoteMuted: true, isBlocked: true, isFollowing: false });
    // Carol sees her own block from the other side.
    const fromCarol = await instance.api<Relation>('users/relation', { userId: ids.alice }, carol);
    expect(fromCarol.body).toMatchObject({ isBlocking: true, isBlocked: false });
  });

  it('shows pending follow requests both ways, and needs an account', async () => {
    const { bob, carol, ids } = people;
    await instance.api('i/update', { isLocked: true }, carol);
    await instance.api('following/create', { userId: ids.carol }, bob);
    const mine = await instance.api<Relation>('users/relation', { userId: ids.carol }, bob);
    expect(mine.body).toMatchObject({ hasPendingFollowRequestFromYou: true, isFollowing: false });
    const theirs = await instance.api<Relation>('users/relation', { userId: ids.bob }, carol);
    expect(theirs.body).toMatchObject({ hasPendingFollowRequestToYou: true, isFollowed: false });
    const visitor = await instance.api<{ error: { code: string } }>('users/relation', { userId: ids.bob });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('CREDENTIAL_REQUIRED');
  });
});

describe('users/notes (as Misskey filters it)', () => {
  it("leaves out channel notes unless asked with withChannelNotes, as Misskey's default does", async () => {
    const { alice } = people;
    const { body: channel } = await instance.api<entities.Channel>('channels/create', { name: 'Corner' }, alice);
    const inChannel = await postNote(instance, alice, { text: 'in the corner', channelId: channel.id });
    const outside = await postNote(instance, alice, { text: 'in the open' });
    const me = (await instance.api<{ id: string }>('i', {}, alice)).body.id;
    const ids = async (extra: Record<string, unknown>) =>
      (await instance.api<entities.Note[]>('users/notes', { userId: me, limit: 100, ...extra }, alice)).body.map(
        (n) => n.id,
      );
    const plain = await ids({});
    expect(plain).toContain(outside.id);
    expect(plain).not.toContain(inChannel.id);
    expect(await ids({ withChannelNotes: true })).toContain(inChannel.id);
  });

  it('refuses withReplies together with withFiles, with Misskey’s error', async () => {
    const { alice, ids } = people;
    const answer = await instance.api<{ error: { code: string; id: string } }>(
      'users/notes',
      { userId: ids.bob, withReplies: true, withFiles: true },
      alice,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'BOTH_WITH_REPLIES_AND_WITH_FILES',
      id: '91c8cb9f-36ed-46e7-9ca2-7df96ed6e222',
    });
  });
});
