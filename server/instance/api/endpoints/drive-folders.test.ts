import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelEvent,
  connectStream,
  errorOf,
  postNote,
  setUpPeople,
  startTestInstance,
  type TestInstance,
  uploadFile,
} from '../../../testing';

let instance: TestInstance;
let alice: string;
let bob: string;

const text = (content: string) => Buffer.from(content);

beforeAll(async () => {
  instance = await startTestInstance();
  ({ alice, bob } = await setUpPeople(instance));
});
afterAll(() => instance.close());

describe('drive folders', () => {
  it('creates nested folders, lists them per parent, and shows one with its counts and parents', async () => {
    const photos = (await instance.api<entities.DriveFolder>('drive/folders/create', { name: 'Photos' }, alice)).body;
    expect(photos).toMatchObject({ name: 'Photos', parentId: null });
    const trips = (
      await instance.api<entities.DriveFolder>('drive/folders/create', { name: 'Trips', parentId: photos.id }, alice)
    ).body;
    const untitled = (await instance.api<entities.DriveFolder>('drive/folders/create', {}, alice)).body;
    expect(untitled.name).toBe('Untitled');

    const root = (await instance.api<entities.DriveFolder[]>('drive/folders', {}, alice)).body;
    expect(root.map((f) => f.id)).toEqual([untitled.id, photos.id]);
    const inside = (await instance.api<entities.DriveFolder[]>('drive/folders', { folderId: photos.id }, alice)).body;
    expect(inside.map((f) => f.id)).toEqual([trips.id]);

    await uploadFile(instance, alice, text('in trips'), {
      fields: { folderId: trips.id },
      name: 'a.txt',
      type: 'text/plain',
    });
    const shown = (await instance.api<entities.DriveFolder>('drive/folders/show', { folderId: trips.id }, alice)).body;
    expect(shown).toMatchObject({
      filesCount: 1,
      foldersCount: 0,
      parent: { id: photos.id, name: 'Photos', parent: null },
    });
    const found = (
      await instance.api<entities.DriveFolder[]>('drive/folders/find', { name: 'Trips', parentId: photos.id }, alice)
    ).body;
    expect(found.map((f) => f.id)).toEqual([trips.id]);

    // Someone else's folder is no folder at all.
    const other = await instance.api('drive/folders/show', { folderId: trips.id }, bob);
    expect(errorOf(other.body).id).toBe('d74ab9eb-bb09-4bba-bf24-fb58f761e1e9');
    const intoOther = await instance.api('drive/folders/create', { name: 'x', parentId: trips.id }, bob);
    expect(errorOf(intoOther.body).id).toBe('53326628-a00d-40a6-a3cd-8975105c0f95');
    const uploadInto = await uploadFile(instance, bob, text('no'), {
      fields: { folderId: trips.id },
      name: 'b.txt',
      type: 'text/plain',
    });
    expect(uploadInto.body.error?.code).toBe('NO_SUCH_FOLDER');
  });

  it('renames and moves a folder but never into itself or below itself, and deletes only empty ones', async () => {
    const create = async (name: string, parentId: string | null = null) =>
      (await instance.api<entities.DriveFolder>('drive/folders/create', { name, parentId }, alice)).body;
    const a = await create('A');
    const b = await create('B', a.id);
    const c = await create('C', b.id);
    const renamed = await instance.api<entities.DriveFolder>(
      'drive/folders/update',
      { folderId: a.id, name: 'Archive' },
      alice,
    );
    expect(renamed.body).toMatchObject({ name: 'Archive', parentId: null });
    for (const parentId of [a.id, c.id]) {
      const loop = await instance.api('drive/folders/update', { folderId: a.id, parentId }, alice);
      expect(errorOf(loop.body)).toMatchObject({ code: 'RECURSIVE_NESTING', id: 'dbeb024837894013aed44279f9199740' });
    }
    const moved = await instance.api<entities.DriveFolder>(
      'drive/folders/update',
      { folderId: c.id, parentId: null },
      alice,
    );
    expect(moved.body.parentId).toBeNull();

    const full = await instance.api('drive/folders/delete', { folderId: a.id }, alice);
    expect(errorOf(full.body)).toMatchObject({
      code: 'HAS_CHILD_FILES_OR_FOLDERS',
      id: 'b0fc8a17-963c-405d-bfbc-859a487295e1',
    });
    expect((await instance.api('drive/folders/delete', { folderId: b.id }, alice)).status).toBe(204);
    expect((await instance.api('drive/folders/delete', { folderId: a.id }, alice)).status).toBe(204);
    const gone = await instance.api('drive/folders/delete', { folderId: a.id }, alice);
    expect(errorOf(gone.body).id).toBe('1069098f-c281-440f-b085-f9932edbe091');
  });

  it('moves files one at a time and in bulk, lists them per folder, finds them, and tells their notes', async () => {
    const folder = (await instance.api<entities.DriveFolder>('drive/folders/create', { name: 'Box' }, alice)).body;
    const one = (await uploadFile(instance, alice, text('one'), { name: 'one.txt', type: 'text/plain' })).body;
    const two = (await uploadFile(instance, alice, text('two'), { name: 'two.txt', type: 'text/plain' })).body;
    const bobs = (await uploadFile(instance, bob, text('bob'), { name: 'bob.txt', type: 'text/plain' })).body;

    const moved = await instance.api<entities.DriveFile>(
      'drive/files/update',
      { fileId: one.id, folderId: folder.id },
      alice,
    );
    expect(moved.body.folderId).toBe(folder.id);
    const shown = await instance.api<entities.DriveFile>('drive/files/show', { fileId: one.id }, alice);
    expect(shown.body.folder).toMatchObject({ id: folder.id, name: 'Box' });
    const nowhere = await instance.api('drive/files/update', { fileId: two.id, folderId: bobs.id }, alice);
    expect(errorOf(nowhere.body).id).toBe('ea8fb7a5-af77-4a08-b608-c0218176cd73');

    // Bulk moves leave other people's files where they are.
    expect(
      (await instance.api('drive/files/move-bulk', { fileIds: [two.id, bobs.id], folderId: folder.id }, alice)).status,
    ).toBe(204);
    const inFolder = (await instance.api<entities.DriveFile[]>('drive/files', { folderId: folder.id }, alice)).body;
    expect(inFolder.map((f) => f.id)).toEqual([two.id, one.id]);
    expect(
      (await instance.api<entities.DriveFile>('drive/files/show', { fileId: bobs.id }, bob)).body.folderId,
    ).toBeNull();
    const everywhere = (await instance.api<entities.DriveFile[]>('drive/stream', { type: 'text/*', limit: 100 }, alice))
      .body;
    expect(everywhere.map((f) => f.id)).toEqual(expect.arrayContaining([one.id, two.id]));

    const found = (
      await instance.api<entities.DriveFile[]>('drive/files/find', { name: 'two.txt', folderId: folder.id }, alice)
    ).body;
    expect(found.map((f) => f.id)).toEqual([two.id]);
    expect((await instance.api<boolean>('drive/files/check-existence', { md5: two.md5 }, alice)).body).toBe(true);
    expect((await instance.api<boolean>('drive/files/check-existence', { md5: two.md5 }, bob)).body).toBe(false);

    const note = await postNote(instance, alice, { text: 'with a file', fileIds: [one.id] });
    const attached = (await instance.api<entities.Note[]>('drive/files/attached-notes', { fileId: one.id }, alice))
      .body;
    expect(attached.map((n) => n.id)).toEqual([note.id]);
    const notMine = await instance.api('drive/files/attached-notes', { fileId: one.id }, bob);
    expect(errorOf(notMine.body).id).toBe('c118ece3-2e4b-4296-99d1-51756e32d232');
  });

  it('tells the drive channel and the main channel about files and folders as they change', async () => {
    const stream = await connectStream(instance, alice);
    stream.send({ type: 'connect', body: { channel: 'drive', id: 'd' } });
    stream.send({ type: 'connect', body: { channel: 'main', id: 'm' } });
    await new Promise((r) => setTimeout(r, 100));
    const folder = (await instance.api<entities.DriveFolder>('drive/folders/create', { name: 'Live' }, alice)).body;
    await stream.waitFor(channelEvent('d', 'folderCreated'), 'folderCreated');
    const file = (await uploadFile(instance, alice, text('live'), { name: 'live.txt', type: 'text/plain' })).body;
    await stream.waitFor(channelEvent('d', 'fileCreated'), 'fileCreated');
    await stream.waitFor(channelEvent('m', 'driveFileCreated'), 'driveFileCreated');
    await instance.api('drive/files/update', { fileId: file.id, folderId: folder.id }, alice);
    const updated = await stream.waitFor<{ body: entities.DriveFile }>(channelEvent('d', 'fileUpdated'), 'fileUpdated');
    expect(updated.body.folderId).toBe(folder.id);
    await instance.api('drive/files/delete', { fileId: file.id }, alice);
    const deleted = await stream.waitFor<{ body: string }>(channelEvent('d', 'fileDeleted'), 'fileDeleted');
    expect(deleted.body).toBe(file.id);
    await instance.api('drive/folders/delete', { folderId: folder.id }, alice);
    await stream.waitFor(channelEvent('d', 'folderDeleted'), 'folderDeleted');
    stream.close();
  });
});
