import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

const streamOf = (token: string) => new WebSocket(`${instance.url.replace('http', 'ws')}/streaming?i=${token}`);
const closeOf = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

describe('i/delete-account', () => {
  it('asks the password, then signs the account out everywhere and erases what it made', async () => {
    const { alice, bob, ids } = await setUpPeople(instance);
    await postNote(instance, bob, { text: 'soon gone' });
    await instance.api('following/create', { userId: ids.alice }, bob);
    const wrong = await instance.api<{ error: { code: string } }>('i/delete-account', { password: 'nope' }, bob);
    expect(wrong.body.error.code).toBe('INTERNAL_ERROR');
    const open = streamOf(bob);
    await new Promise((resolve) => open.once('open', resolve));
    const closed = closeOf(open);
    expect((await instance.api('i/delete-account', { password: 'pw' }, bob)).status).toBe(204);
    // Its open stream closes, and a new one with its token is refused.
    expect(await closed).toBe(4001);
    expect(await closeOf(streamOf(bob))).toBe(4001);
    // The token no longer works: it is answered as Misskey's \`i\` answers a deleted account's, and signing in is refused.
    const me = await instance.api<{ error: { code: string; id: string } }>('i', {}, bob);
    expect(me.status).toBe(403);
    expect(me.body.error).toMatchObject({ code: 'USER_IS_DELETED', id: 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a' });
    expect((await instance.api('notes/create', { text: 'still here?' }, bob)).status).toBe(403);
    const signin = await instance.api<{ error: { id: string } }>('signin-flow', { username: 'bob', password: 'pw' });
    expect(signin.body.error.id).toBe('e03a5f46-d309-4865-9b69-56282d94e1eb');
    // In the background its notes and follows go; the profile shows it suspended and empty; the name stays taken.
    await expect
      .poll(async () => (await instance.api<entities.Note[]>('notes/local-timeline', {}, alice)).body.length)
      .toBe(0);
    await expect
      .poll(async () => (await instance.api<entities.UserDetailed>('users/show', { userId: ids.alice }, alice)).body)
      .toMatchObject({ followersCount: 0, followingCount: 0 });
    const profile = await instance.api<entities.UserDetailed>('users/show', { userId: ids.bob }, alice);
    expect(profile.body).toMatchObject({ notesCount: 0, isSuspended: true });
    const again = await instance.api<{ error: { code: string } }>('signup', { username: 'bob', password: 'x' });
    expect(again.body.error.code).toBe('DUPLICATED_USERNAME');
  });
});
