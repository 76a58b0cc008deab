import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';
import { exportedFile, uploadText } from '../../../testing-account-data';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

type ErrorAnswer = { error: { code: string; id: string } };

/** An antenna's settings as antennas/create takes them. */
const antenna = (over: Record<string, unknown>) => ({
  name: 'Words',
  src: 'all',
  keywords: [['tea']],
  excludeKeywords: [],
  users: [],
  caseSensitive: false,
  withReplies: false,
  withFile: false,
  ...over,
});

describe('account data: favourites, clips, lists and antennas', () => {
  it('exports favourites and clips as JSON with their notes and authors', async () => {
    const { alice, bob } = await setUpPeople(instance);
    const note = await postNote(instance, bob, { text: 'worth keeping', cw: null });
    await instance.api('notes/favorites/create', { noteId: note.id }, alice);
    const clip = (
      await instance.api<entities.Clip>('clips/create', { name: 'Keep', isPublic: false, description: 'mine' }, alice)
    ).body;
    await instance.api('clips/add-note', { clipId: clip.id, noteId: note.id }, alice);

    expect((await instance.api('i/export-favorites', {}, alice)).status).toBe(204);
    const favorites = await exportedFile(instance, alice, 'favorite');
    expect(favorites.file.name).toMatch(/^favorites-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.json$/);
    expect(favorites.file.type).toBe('application/json');
    expect(JSON.parse(favorites.text)).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        note: expect.objectContaining({
          id: note.id,
          text: 'worth keeping',
          visibility: 'public',
          fileIds: [],
          uri: null,
          url: null,
          user: { id: note.user.id, name: null, username: 'bob', host: null, uri: null },
        }),
      },
    ]);

    expect((await instance.api('i/export-clips', {}, alice)).status).toBe(204);
    const clips = await exportedFile(instance, alice, 'clip');
    expect(clips.file.name).toMatch(/^clips-.*\.json$/);
    const [exportedClip] = JSON.parse(clips.text);
    expect(exportedClip).toMatchObject({ id: clip.id, name: 'Keep', description: 'mine' });
    expect(Date.parse(exportedClip.lastClippedAt)).not.toBeNaN();
    expect(exportedClip.clipNotes).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        note: expect.objectContaining({ id: note.id, text: 'worth keeping' }),
      },
    ]);
  });

  it('exports lists as CSV and antennas as JSON, and imports both back into another account', async () => {
    const { alice, bob, carol, ids } = await setUpPeople(instance);
    const host = new URL(instance.url).host;
    const list = (await instance.api<entities.UserList>('users/lists/create', { name: 'Friends' }, alice)).body;
    await instance.api('users/lists/push', { listId: list.id, userId: ids.bob }, alice);
    await instance.api('users/lists/push', { listId: list.id, userId: ids.carol }, alice);
    await instance.api('users/lists/create', { name: 'Empty' }, alice);
    await instance.api('antennas/create', antenna({ name: 'On my list', src: 'list', userListId: list.id }), alice);
    await instance.api('antennas/create', antenna({ src: 'users', users: ['@bob'], caseSensitive: true }), alice);

    expect((await instance.api('i/export-user-lists', {}, alice)).status).toBe(204);
    const lists = await exportedFile(instance, alice, 'userList');
    expect(lists.file.name).toMatch(/^user-lists-.*\.csv$/);
    expect(lists.file.type).toBe('text/csv');
    expect(lists.text.split('\n').sort()).toEqual(['', `Friends,bob@${host}`, `Friends,carol@${host}`]);

    expect((await instance.api('i/export-antennas', {}, alice)).status).toBe(204);
    const antennas = await exportedFile(instance, alice, 'antenna');
    expect(antennas.file.name).toMatch(/^antennas-.*\.json$/);
    const [onList, words] = JSON.parse(antennas.text);
    expect(onList).toEqual({
      name: 'On my list',
      src: 'list',
      keywords: [['tea']],
      excludeKeywords: [],
      users: [],
      userListAccts: expect.arrayContaining([`bob@${host}`, `carol@${host}`]),
      caseSensitive: false,
      localOnly: false,
      excludeBots: false,
      withReplies: false,
      withFile: false,
      excludeNotesInSensitiveChannel: false,
    });
    expect(words).toMatchObject({ src: 'users', users: ['@bob'], userListAccts: null, caseSensitive: true });

    // Bob takes Alice's lists, twice: the second import adds no one twice.
    const listsFile = await uploadText(instance, bob, lists.text);
    expect((await instance.api('i/import-user-lists', { fileId: listsFile }, bob)).status).toBe(204);
    expect((await instance.api('i/import-user-lists', { fileId: listsFile }, bob)).status).toBe(204);
    const bobsLists = async () =>
      (await instance.api<entities.UserList[]>('users/lists/list', {}, bob)).body.map((l) => ({
        name: l.name,
        userIds: [...(l.userIds ?? [])].sort(),
      }));
    await expect.poll(bobsLists).toEqual([{ name: 'Friends', userIds: [ids.bob, ids.carol].sort() }]);

    // And her antennas: the one on a list becomes one on the list's accounts.
    const antennasFile = await uploadText(instance, bob, antennas.text, {
      name: 'antennas.json',
      type: 'application/json',
    });
    expect((await instance.api('i/import-antennas', { fileId: antennasFile }, bob)).status).toBe(204);
    const bobsAntennas = async () => (await instance.api<entities.Antenna[]>('antennas/list', {}, bob)).body;
    await expect.poll(async () => (await bobsAntennas()).length).toBe(2);
    const [imported, importedWords] = await bobsAntennas();
    expect(imported).toMatchObject({ name: 'On my list', src: 'users', userListId: null, keywords: [['tea']] });
    expect([...(imported?.users ?? [])].sort()).toEqual([`bob@${host}`, `carol@${host}`]);
    expect(importedWords).toMatchObject({ name: 'Words', src: 'users', users: ['@bob'], caseSensitive: true });

    // The imported antenna names local accounts with this server's host, and still catches their notes.
    const note = await postNote(instance, carol, { text: 'tea time' });
    const caught = await instance.api<entities.Note[]>('antennas/notes', { antennaId: imported?.id }, bob);
    expect(caught.body.map((n) => n.id)).toEqual([note.id]);
  });

  it('passes over antennas without keywords or of the wrong shape', async () => {
    const { bob } = await setUpPeople(instance);
    const file = await uploadText(
      instance,
      bob,
      JSON.stringify([
        antenna({ name: 'No words', keywords: [['']] }),
        antenna({ name: 'Bad source', src: 'elsewhere' }),
        { name: 'Half' },
        antenna({ name: 'Good', localOnly: true }),
      ]),
      { name: 'antennas.json', type: 'application/json' },
    );
    await instance.api('i/import-antennas', { fileId: file }, bob);
    await expect
      .poll(async () => (await instance.api<entities.Antenna[]>('antennas/list', {}, bob)).body)
      .toEqual([expect.objectContaining({ name: 'Good', localOnly: true, excludeBots: false })]);
  });

  it("refuses someone else's file, an empty one, a too big list and too many antennas, with Misskey's errors", async () => {
    const { alice, bob } = await setUpPeople(instance);
    const call = async (endpoint: string, fileId: string) =>
      (await instance.api<ErrorAnswer>(endpoint, { fileId }, bob)).body.error;
    const alicesFile = await uploadText(instance, alice, 'Friends,bob\n');
    expect(await call('i/import-user-lists', alicesFile)).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: 'ea9cc34f-c415-4bc6-a6fe-28ac40357049',
    });
    expect(await call('i/import-antennas', alicesFile)).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: '3b71d086-c3fa-431c-b01d-ded65a777172',
    });
    const empty = await uploadText(instance, bob, '');
    expect(await call('i/import-user-lists', empty)).toMatchObject({
      code: 'EMPTY_FILE',
      id: '99efe367-ce6e-4d44-93f8-5fae7b040356',
    });
    expect(await call('i/import-antennas', empty)).toMatchObject({
      code: 'EMPTY_FILE',
      id: '7f60115d-8d93-4b0f-bd0e-3815dcbb389f',
    });
    const big = await uploadText(instance, bob, 'Friends,bob\n'.repeat(6000));
    expect(await call('i/import-user-lists', big)).toMatchObject({
      code: 'TOO_BIG_FILE',
      id: 'ae6e7a22-971b-4b52-b2be-fc0b9b121fe9',
    });
    // Five antennas are the default role's limit: six at once are refused before anything is made.
    const six = await uploadText(instance, bob, JSON.stringify(Array.from({ length: 6 }, () => antenna({}))), {
      name: 'antennas.json',
      type: 'application/json',
    });
    expect(await call('i/import-antennas', six)).toMatchObject({
      code: 'TOO_MANY_ANTENNAS',
      id: '600917d4-a4cb-4cc5-8ba8-7ac8ea3c7779',
    });
    // A file that is not a JSON list fails as it does on Misskey, where the parse error is a server error.
    const notJson = await uploadText(instance, bob, 'name,src\n');
    const answer = await instance.api<ErrorAnswer>('i/import-antennas', { fileId: notJson }, bob);
    expect(answer.status).toBe(500);
    expect(answer.body.error.code).toBe('INTERNAL_ERROR');
    expect((await instance.api<unknown[]>('antennas/list', {}, bob)).body).toEqual([]);
  });
});
