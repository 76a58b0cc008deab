import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

describe('users/get-frequently-replied-users', () => {
  it('weighs the users someone replies to against the most replied-to', async () => {
    const { alice, bob, carol, ids } = await setUpPeople(instance);
    const bobs = await postNote(instance, bob, { text: 'bob' });
    const carols = await postNote(instance, carol, { text: 'carol' });
    for (let i = 0; i < 4; i++) await postNote(instance, alice, { text: `re ${i}`, replyId: bobs.id });
    for (let i = 0; i < 2; i++) await postNote(instance, alice, { text: `re ${i}`, replyId: carols.id });
    const answer = await instance.api<entities.UsersGetFrequentlyRepliedUsersResponse>(
      'users/get-frequently-replied-users',
      { userId: ids.alice },
    );
    expect(answer.body.map((r) => [r.user.username, r.weight])).toEqual([
      ['bob', 1],
      ['carol', 0.5],
    ]);
    const missing = await instance.api<{ error: { id: string } }>('users/get-frequently-replied-users', {
      userId: 'nobody0000',
    });
    expect(missing.body.error.id).toBe('e6965129-7b2a-40a4-bae2-cd84cd434822');
  });
});
