import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

type ErrorBody = { error: { code: string; id: string } };

describe('account aliases, moving, and resolving URIs', () => {
  it('sets aliases as URIs of the named accounts, refusing unknown ones and oneself, and clears them', async () => {
    const alice = await setUpAdmin(instance, 'alice');
    const bob = (await instance.api<{ token: string; id: string }>('signup', { username: 'bob', password: 'pw' })).body;
    const set = await instance.api<entities.MeDetailed>('i/update', { alsoKnownAs: ['@bob'] }, alice);
    expect(set.body.alsoKnownAs).toEqual([`${instance.url}/users/${bob.id}`]);
    const unknown = await instance.api<ErrorBody>('i/update', { alsoKnownAs: ['@nobody'] }, alice);
    expect(unknown.body.error.id).toBe('fcd2eef9-a9b2-4c4f-8624-038099e90aa5');
    const remote = await instance.api<ErrorBody>('i/update', { alsoKnownAs: ['carol@elsewhere.example'] }, alice);
    expect(remote.body.error.code).toBe('NO_SUCH_USER');
    const self = await instance.api<ErrorBody>('i/update', { alsoKnownAs: ['alice'] }, alice);
    expect(self.body.error.id).toBe('25c90186-4ab0-49c8-9bba-a1fa6c202ba4');
    const cleared = await instance.api<entities.MeDetailed>('i/update', { alsoKnownAs: [] }, alice);
    expect(cleared.body.alsoKnownAs).toBeNull();
  });

  it('moves only to another server, as Misskey does, and says when the target cannot be found', async () => {
    const alice = await setUpAdmin(instance, 'alice');
    const local = await instance.api<ErrorBody>('i/move', { moveToAccount: '@bob' }, alice);
    expect(local.body.error).toMatchObject({ code: 'NOT_REMOTE', id: '4362f8dc-731f-4ad8-a694-be2a88922a24' });
    const away = await instance.api<ErrorBody>('i/move', { moveToAccount: '@alice@elsewhere.example' }, alice);
    expect(away.body.error).toMatchObject({ code: 'NO_SUCH_MOVE_TARGET', id: 'b5c90186-4ab0-49c8-9bba-a1f76c202ba4' });
  });

  it('resolves this server’s user and note URIs with ap/show', async () => {
    const alice = await setUpAdmin(instance, 'alice');
    const me = (await instance.api<entities.MeDetailed>('i', {}, alice)).body;
    const note = (await instance.api<{ createdNote: { id: string } }>('notes/create', { text: 'hi' }, alice)).body;
    const user = await instance.api<{ type: string; object: { username: string } }>(
      'ap/show',
      { uri: `${instance.url}/users/${me.id}` },
      alice,
    );
    expect(user.body).toMatchObject({ type: 'User', object: { username: 'alice' } });
    const shown = await instance.api<{ type: string; object: { text: string } }>(
      'ap/show',
      { uri: `${instance.url}/notes/${note.createdNote.id}` },
      alice,
    );
    expect(shown.body).toMatchObject({ type: 'Note', object: { text: 'hi' } });
    const missing = await instance.api<ErrorBody>('ap/show', { uri: `${instance.url}/notes/nothing` }, alice);
    expect(missing.body.error.id).toBe('dc94d745-1262-4e63-a17d-fecaa57efc82');
    const elsewhere = await instance.api<ErrorBody>('ap/show', { uri: 'https://elsewhere.example/users/1' }, alice);
    expect(elsewhere.body.error.code).toBe('REQUEST_FAILED');
  });
});
