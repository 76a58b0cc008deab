import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

// The replies each timeline shows, as Misskey's (fanout) timelines show them: alice follows bob
// and carol; bob answers alice, carol and himself; alice answers dave, whom she does not follow.
let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
const posted: Record<string, string> = {};
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
  const { alice, bob, carol, ids } = people;
  const dave = (await instance.api<{ token: string }>('signup', { username: 'dave', password: 'pw' })).body.token;
  await instance.api('following/create', { userId: ids.carol }, alice);
  const toAlice = await postNote(instance, alice, { text: 'alice asks' });
  const toCarol = await postNote(instance, carol, { text: 'carol asks' });
  const toBob = await postNote(instance, bob, { text: 'bob muses' });
  const toDave = await postNote(instance, dave, { text: 'dave asks' });
  posted.replyToAlice = (await postNote(instance, bob, { text: 'bob answers alice', replyId: toAlice.id })).id;
  posted.replyToCarol = (await postNote(instance, bob, { text: 'bob answers carol', replyId: toCarol.id })).id;
  posted.thread = (await postNote(instance, bob, { text: 'bob goes on', replyId: toBob.id })).id;
  posted.aliceToDave = (await postNote(instance, alice, { text: 'alice answers dave', replyId: toDave.id })).id;
});
afterAll(() => instance.close());

const shown = async (endpoint: string, token: string | undefined, params: Record<string, unknown> = {}) => {
  const ids = (await instance.api<entities.Note[]>(endpoint, { limit: 100, ...params }, token)).body.map((n) => n.id);
  return Object.fromEntries(Object.entries(posted).map(([name, id]) => [name, ids.includes(id)]));
};

describe('replies in the timelines', () => {
  it("home: one's own replies, replies to oneself and threads, not a followed user's reply to someone else", async () => {
    expect(await shown('notes/timeline', people.alice)).toEqual({
      replyToAlice: true,
      replyToCarol: false,
      thread: true,
      aliceToDave: true,
    });
  });

  it('local: threads and replies to the viewer; all of them with withReplies', async () => {
    expect(await shown('notes/local-timeline', people.alice)).toEqual({
      replyToAlice: true,
      replyToCarol: false,
      thread: true,
      aliceToDave: false,
    });
    expect(await shown('notes/local-timeline', undefined)).toMatchObject({ replyToAlice: false, thread: true });
    expect(await shown('notes/local-timeline', people.alice, { withReplies: true })).toEqual({
      replyToAlice: true,
      replyToCarol: true,
      thread: true,
      aliceToDave: true,
    });
  });

  it('social: home and local together', async () => {
    expect(await shown('notes/hybrid-timeline', people.alice)).toEqual({
      replyToAlice: true,
      replyToCarol: false,
      thread: true,
      aliceToDave: true,
    });
  });

  it('global: every reply (it takes no withReplies)', async () => {
    expect(await shown('notes/global-timeline', people.carol)).toEqual({
      replyToAlice: true,
      replyToCarol: true,
      thread: true,
      aliceToDave: true,
    });
  });

  it("refuses withReplies with withFiles on local and social, each with Misskey's id", async () => {
    const error = async (endpoint: string) =>
      (
        await instance.api<{ error: { code: string; id: string } }>(
          endpoint,
          { withReplies: true, withFiles: true },
          people.alice,
        )
      ).body.error;
    expect(await error('notes/local-timeline')).toMatchObject({
      code: 'BOTH_WITH_REPLIES_AND_WITH_FILES',
      id: 'dd9c8400-1cb5-4eef-8a31-200c5f933793',
    });
    expect(await error('notes/hybrid-timeline')).toMatchObject({
      code: 'BOTH_WITH_REPLIES_AND_WITH_FILES',
      id: 'dfaa3eb7-8002-4cb7-bcc4-1095df46656f',
    });
  });

  it("takes home's renote switches: without the viewer's renotes, without renotes of the viewer", async () => {
    const { alice, bob } = people;
    const mine = await postNote(instance, alice, { text: 'worth repeating' });
    const bobsRenote = (await postNote(instance, bob, { renoteId: mine.id })).id;
    const theirs = await postNote(instance, bob, { text: 'bob worth repeating' });
    const alicesRenote = (await postNote(instance, alice, { renoteId: theirs.id })).id;
    const ids = async (params: Record<string, unknown>) =>
      (await instance.api<entities.Note[]>('notes/timeline', { limit: 100, ...params }, alice)).body.map((n) => n.id);
    expect(await ids({})).toEqual(expect.arrayContaining([bobsRenote, alicesRenote]));
    expect(await ids({ includeMyRenotes: false })).not.toContain(alicesRenote);
    expect(await ids({ includeRenotedMyNotes: false })).not.toContain(bobsRenote);
    expect(await ids({ includeRenotedMyNotes: false })).toContain(alicesRenote);
  });

  it('answers STL_DISABLED for a switched-off social timeline', async () => {
    const { alice } = people;
    await instance.api('admin/roles/update-default-policies', { policies: { ltlAvailable: false } }, alice);
    const answer = await instance.api<{ error: { code: string; id: string } }>('notes/hybrid-timeline', {}, alice);
    await instance.api('admin/roles/update-default-policies', { policies: { ltlAvailable: true } }, alice);
    expect(answer.body.error).toMatchObject({ code: 'STL_DISABLED', id: '620763f4-f621-4533-ab33-0577a1a3c342' });
  });
});
