import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../testing';

let instance: TestInstance;
beforeAll(async () => {
  instance = await startTestInstance();
  await setUpAdmin(instance);
  for (const username of ['alice', 'alina', 'al_x', 'bob'])
    await instance.api('signup', { username, password: 'pass-word' });
});
afterAll(() => instance.close());

describe('users/search-by-username-and-host', () => {
  it('finds usernames starting with the text, without case, up to the limit', async () => {
    const { body } = await instance.api<{ username: string }[]>('users/search-by-username-and-host', {
      username: 'AL',
      limit: 10,
      detail: false,
    });
    expect(body.map((u) => u.username).sort()).toEqual(['al_x', 'alice', 'alina']);
    const limited = await instance.api<unknown[]>('users/search-by-username-and-host', { username: 'al', limit: 2 });
    expect(limited.body).toHaveLength(2);
    const underscore = await instance.api<{ username: string }[]>('users/search-by-username-and-host', {
      username: 'al_',
    });
    expect(underscore.body.map((u) => u.username)).toEqual(['al_x']);
  });

  it('finds nobody on another host (no federation here)', async () => {
    const { body } = await instance.api<unknown[]>('users/search-by-username-and-host', {
      username: 'al',
      host: 'remote.example',
    });
    expect(body).toEqual([]);
  });
});
