import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';
import { exportedFile, uploadText } from '../../../testing-account-data';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

const exported = (token: string, entity: Parameters<typeof exportedFile>[2]) => exportedFile(instance, token, entity);
const uploadCsv = (token: string, text: string) => uploadText(instance, token, text);

describe('account data', () => {
  it('exports notes as JSON and the following, mute and block lists as CSV into the drive, with a notification', async () => {
    const { alice, ids } = await setUpPeople(instance);
    const host = new URL(instance.url).host;
    await postNote(instance, alice, { text: 'first words', cw: 'careful' });
    await instance.api('mute/create', { userId: ids.carol }, alice);
    expect((await instance.api('i/export-notes', {}, alice)).status).toBe(204);
    const notes = await exported(alice, 'note');
    expect(notes.file.name).toMatch(/^notes-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(notes.text)).toEqual([
      expect.objectContaining({ text: 'first words', cw: 'careful', visibility: 'public', fileIds: [] }),
    ]);

    await instance.api('i/export-following', {}, alice);
    const following = await exported(alice, 'following');
    expect(following.file.type).toBe('text/csv');
    expect(following.text).toBe(`bob@${host}\n`);
    await instance.api('i/export-mute', {}, alice);
    expect((await exported(alice, 'muting')).text).toBe(`carol@${host}\n`);
    await instance.api('i/export-blocking', {}, alice);
    expect((await exported(alice, 'blocking')).text).toBe('');
  });

  it('imports following, muting and blocking lists from a CSV in the drive, passing over what cannot apply', async () => {
    const { carol, ids } = await setUpPeople(instance);
    const host = new URL(instance.url).host;
    const csv = await uploadCsv(carol, `alice@${host}\n@bob\nnobody@${host}\nsomeone@elsewhere.example\n\n`);
    expect((await instance.api('i/import-following', { fileId: csv }, carol)).status).toBe(204);
    const followed = async () =>
      (await instance.api<entities.UsersFollowingResponse>('users/following', { userId: ids.carol }, carol)).body
        .map((f) => f.followee?.username)
        .sort();
    await expect.poll(followed).toEqual(['alice', 'bob']);

    const muteCsv = await uploadCsv(carol, `bob@${host}\n`);
    await instance.api('i/import-muting', { fileId: muteCsv }, carol);
    await expect.poll(async () => (await instance.api<unknown[]>('mute/list', {}, carol)).body.length).toBe(1);
    const blockCsv = await uploadCsv(carol, `alice,extra column\n`);
    await instance.api('i/import-blocking', { fileId: blockCsv }, carol);
    await expect.poll(async () => (await instance.api<unknown[]>('blocking/list', {}, carol)).body.length).toBe(1);
    // A block parts the two.
    await expect.poll(followed).toEqual(['bob']);
  });

  it("refuses someone else's file, an empty one, and an import the role policy switches off", async () => {
    const { alice, bob, carol } = await setUpPeople(instance);
    // Imports of mutes switched off for everyone (the instance has no role editor yet): written
    // into the stored settings, read again on restart.
    const db = new Database(join(instance.dataDir, 'tessera.db'));
    db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    ).run('instance', JSON.stringify({ policies: { canImportMuting: false } }));
    db.close();
    await instance.restart();
    const bobsFile = await uploadCsv(bob, 'alice\n');
    const notMine = await instance.api<{ error: { id: string } }>('i/import-following', { fileId: bobsFile }, carol);
    expect(notMine.body.error.id).toBe('b98644cf-a5ac-4277-a502-0b8054a709a3');
    const empty = await uploadCsv(carol, '');
    const emptyAnswer = await instance.api<{ error: { code: string } }>('i/import-blocking', { fileId: empty }, carol);
    expect(emptyAnswer.body.error.code).toBe('EMPTY_FILE');
    const file = await uploadCsv(carol, 'alice\n');
    const refused = await instance.api<{ error: { code: string; id: string } }>(
      'i/import-muting',
      { fileId: file },
      carol,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'ROLE_PERMISSION_DENIED',
      id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a',
    });
    // Administrators pass.
    expect((await instance.api('i/import-muting', { fileId: await uploadCsv(alice, 'bob\n') }, alice)).status).toBe(
      204,
    );
  });
});
