import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
beforeEach(async () => {
  instance = await startTestInstance();
});
afterEach(() => instance.close());

type Failure = { error: { code: string; id: string } };

describe('i/pin and i/unpin', () => {
  it('pins own notes, latest first, shows them on the profile as each viewer may see them, and unpins', async () => {
    const { alice, bob, ids } = await setUpPeople(instance);
    const open = await postNote(instance, alice, { text: 'pinned and public' });
    const secret = await postNote(instance, alice, { text: 'pinned, for followers', visibility: 'followers' });
    await instance.api('i/pin', { noteId: open.id }, alice);
    const me = (await instance.api<entities.MeDetailed>('i/pin', { noteId: secret.id }, alice)).body;
    expect(me.pinnedNoteIds).toEqual([secret.id, open.id]);
    const again = await instance.api<Failure>('i/pin', { noteId: open.id }, alice);
    expect(again.body.error.code).toBe('ALREADY_PINNED');
    const bobs = await postNote(instance, bob, { text: 'not alice’s' });
    const notMine = await instance.api<Failure>('i/pin', { noteId: bobs.id }, alice);
    expect(notMine.body.error.id).toBe('56734f8b-3928-431e-bf80-6ff87df40cb3');

    // bob does not follow alice: he sees only the public pinned note.
    const seen = (await instance.api<entities.UserDetailed>('users/show', { userId: ids.alice }, bob)).body;
    expect(seen.pinnedNotes.map((n) => n.text)).toEqual(['pinned and public']);
    const unpinned = (await instance.api<entities.MeDetailed>('i/unpin', { noteId: open.id }, alice)).body;
    expect(unpinned.pinnedNoteIds).toEqual([secret.id]);
    // A deleted note leaves the pins.
    await instance.api('notes/delete', { noteId: secret.id }, alice);
    expect((await instance.api<entities.MeDetailed>('i', {}, alice)).body.pinnedNoteIds).toEqual([]);
  });
});
