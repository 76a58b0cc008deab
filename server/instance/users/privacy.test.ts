import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance); // alice (admin) follows bob
});
afterAll(() => instance.close());

const list = (side: 'followers' | 'following', userId: string, token?: string) =>
  instance.api<{ error?: { code: string; id: string } }>(`users/${side}`, { userId }, token);
const counts = async (userId: string, token?: string) => {
  const { body } = await instance.api<entities.UserDetailed>('users/show', { userId }, token);
  return [body.followersCount, body.followingCount];
};

describe("followersVisibility and followingVisibility (a person's follow lists)", () => {
  it("hides bob's followers from everyone but his followers when he says 'followers'", async () => {
    const { bob, carol, ids } = people;
    await instance.api('i/update', { followersVisibility: 'followers' }, bob);
    expect((await list('followers', ids.bob)).body.error?.code).toBe('FORBIDDEN');
    expect((await list('followers', ids.bob, carol)).body.error?.id).toBe('3c6a84db-d619-26af-ca14-06232a21df8a');
    // alice is the administrator here, so take carol following bob as the follower's view.
    await instance.api('following/create', { userId: ids.bob }, carol);
    expect((await list('followers', ids.bob, carol)).status).toBe(200);
    expect((await list('followers', ids.bob, bob)).status).toBe(200);
    expect((await counts(ids.bob))[0]).toBe(0);
    expect((await counts(ids.bob, carol))[0]).toBe(2);
    await instance.api('following/delete', { userId: ids.bob }, carol);
  });

  it("hides whom carol follows from everyone but herself when she says 'private'", async () => {
    const { bob, carol, ids } = people;
    await instance.api('following/create', { userId: ids.bob }, carol);
    await instance.api('i/update', { followingVisibility: 'private' }, carol);
    const refused = await list('following', ids.carol, bob);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.id).toBe('f6cdb0df-c19f-ec5c-7dbb-0ba84a1f92ba');
    expect((await list('following', ids.carol, carol)).status).toBe(200);
    expect((await counts(ids.carol, bob))[1]).toBe(0);
    expect((await counts(ids.carol, carol))[1]).toBe(1);
  });

  it('shows a note hidden from the viewer without its tags or recipients', async () => {
    const { bob, carol, ids } = people;
    const secret = await postNote(instance, bob, {
      text: 'for alice only #secretplan',
      visibility: 'specified',
      visibleUserIds: [ids.alice],
    });
    const { body } = await instance.api<entities.Note>('notes/show', { noteId: secret.id }, carol);
    expect(body.isHidden).toBe(true);
    expect(body.text).toBeNull();
    expect(body.tags).toBeUndefined();
    expect(body.visibleUserIds).toBeUndefined();
  });
});
