import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelEvent, connectStream, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('i/regenerate-token', () => {
  it('checks the password, tells the main stream, and retires the old token', async () => {
    const { bob } = people;
    const wrong = await instance.api<{ error: { code: string } }>('i/regenerate-token', { password: 'nope' }, bob);
    expect(wrong.body.error.code).toBe('INTERNAL_ERROR');
    expect((await instance.api('i', {}, bob)).status).toBe(200);

    const stream = await connectStream(instance, bob);
    stream.send({ type: 'connect', body: { channel: 'main', id: 'main' } });
    await new Promise((r) => setTimeout(r, 50));
    expect((await instance.api('i/regenerate-token', { password: 'pw' }, bob)).status).toBe(204);
    await stream.waitFor(channelEvent('main', 'myTokenRegenerated'), 'myTokenRegenerated');
    stream.close();
    expect((await instance.api('i', {}, bob)).status).toBe(401);
    // Signing in again gives the new token, which works.
    const signin = await instance.api<{ i: string }>('signin-flow', { username: 'bob', password: 'pw' });
    expect(signin.body.i).not.toBe(bob);
    expect((await instance.api('i', {}, signin.body.i)).status).toBe(200);
  });
});
