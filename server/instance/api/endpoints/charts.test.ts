import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance, uploadFile } from '../../../testing';

type Err = { error: { code: string } };
type NotesChart = {
  local: {
    total: number[];
    inc: number[];
    dec: number[];
    diffs: { normal: number[]; reply: number[]; renote: number[]; withFile: number[] };
  };
  remote: { total: number[] };
};
let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('charts', () => {
  it('count notes made and removed this hour, by kind, with the total at each period’s end', async () => {
    const { alice, bob } = people;
    const first = await postNote(instance, alice, { text: 'one' });
    await postNote(instance, bob, { text: 'two', replyId: first.id });
    await postNote(instance, bob, { renoteId: first.id });
    const gone = await postNote(instance, alice, { text: 'soon gone' });
    await instance.api('notes/delete', { noteId: gone.id }, alice);

    const chart = (await instance.api<NotesChart>('charts/notes', { span: 'hour', limit: 3 })).body;
    expect(chart.local.inc).toEqual([4, 0, 0]); // newest period first
    expect(chart.local.dec).toEqual([1, 0, 0]);
    expect(chart.local.total).toEqual([3, 0, 0]);
    expect(chart.local.diffs.normal[0]).toBe(1); // two normal notes made, one removed
    expect(chart.local.diffs.reply[0]).toBe(1);
    expect(chart.local.diffs.renote[0]).toBe(1);
    expect(chart.remote.total).toEqual([0, 0, 0]);

    // A cursor an hour back ends the chart there: the notes came after it.
    const earlier = await instance.api<NotesChart>('charts/notes', {
      span: 'hour',
      limit: 2,
      offset: Date.now() - 3_600_000,
    });
    expect(earlier.body.local.total).toEqual([0, 0]);
    const days = (await instance.api<NotesChart>('charts/notes', { span: 'day' })).body;
    expect(days.local.inc).toHaveLength(30);

    const bobs = (
      await instance.api<NotesChart['local']>('charts/user/notes', { span: 'day', limit: 1, userId: people.ids.bob })
    ).body;
    expect(bobs.total).toEqual([2]);
    expect((await instance.api<Err>('charts/notes', { span: 'week' })).body.error.code).toBe('INVALID_PARAM');
    expect((await instance.api<Err>('charts/notes', { span: 'day', limit: 501 })).body.error.code).toBe(
      'INVALID_PARAM',
    );
  });

  it('count accounts, drive files and the people who used the server', async () => {
    const users = (
      await instance.api<{ local: { total: number[]; inc: number[] } }>('charts/users', { span: 'day', limit: 2 })
    ).body;
    expect(users.local.total).toEqual([3, 0]);
    expect(users.local.inc).toEqual([3, 0]);

    const uploaded = await uploadFile(instance, people.alice, Buffer.from('x'.repeat(1000)), {
      type: 'text/plain',
      name: 'notes.txt',
    });
    expect(uploaded.status).toBe(200);
    await instance.api('drive/files/delete', { fileId: uploaded.body.id }, people.alice);
    const drive = (
      await instance.api<{ local: { incCount: number[]; incSize: number[]; decCount: number[] } }>('charts/drive', {
        span: 'hour',
        limit: 1,
      })
    ).body;
    expect(drive.local).toMatchObject({ incCount: [1], incSize: [1000], decCount: [1] });

    const active = (
      await instance.api<{ read: number[]; write: number[]; readWrite: number[]; registeredWithinWeek: number[] }>(
        'charts/active-users',
        { span: 'day', limit: 1 },
      )
    ).body;
    // All three called the API signed in; alice and bob posted.
    expect(active).toMatchObject({ read: [3], write: [2], readWrite: [3], registeredWithinWeek: [3] });
  });

  it("count one person's follows, reactions received, drive and profile views", async () => {
    const { alice, bob, carol, ids } = people;
    const day = { span: 'day', limit: 1 };
    // alice follows bob (setUpPeople); carol follows bob, then stops.
    await instance.api('following/create', { userId: ids.bob }, carol);
    await instance.api('following/delete', { userId: ids.bob }, carol);
    type Side = { total: number[]; inc: number[]; dec: number[] };
    const bobs = (
      await instance.api<{ local: { followings: Side; followers: Side } }>('charts/user/following', {
        ...day,
        userId: ids.bob,
      })
    ).body.local;
    expect(bobs.followers).toEqual({ total: [1], inc: [2], dec: [1] });

    const note = await postNote(instance, carol, { text: 'react to me' });
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '👍' }, alice);
    await instance.api('notes/reactions/create', { noteId: note.id, reaction: '🎉' }, bob);
    await instance.api('notes/reactions/delete', { noteId: note.id }, bob);
    const reactions = await instance.api<{ local: { count: number[] } }>('charts/user/reactions', {
      ...day,
      userId: ids.carol,
    });
    expect(reactions.body.local.count).toEqual([2]); // taken back or not, each one given counts

    const drive = await instance.api<{ totalCount: number[]; decCount: number[] }>('charts/user/drive', {
      ...day,
      userId: ids.alice,
    });
    expect(drive.body).toMatchObject({ totalCount: [0], decCount: [1] }); // the file uploaded and deleted above

    await instance.api('users/show', { userId: ids.carol }, bob);
    await instance.api('users/show', { userId: ids.carol }, bob);
    await instance.api('users/show', { userId: ids.carol });
    await instance.api('users/show', { userId: ids.carol }, carol); // one's own look does not count
    const pv = await instance.api<{
      pv: { user: number[]; visitor: number[] };
      upv: { user: number[]; visitor: number[] };
    }>('charts/user/pv', { ...day, userId: ids.carol });
    expect(pv.body).toEqual({ pv: { user: [2], visitor: [1] }, upv: { user: [1], visitor: [1] } });
  });
});
