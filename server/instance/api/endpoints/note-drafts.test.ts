import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appToken,
  createRole,
  errorOf,
  postNote,
  setUpPeople,
  startTestInstance,
  type TestInstance,
} from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());
const create = (body: Record<string, unknown>, token: string) =>
  instance.api<{ createdDraft: entities.NoteDraft }>('notes/drafts/create', body, token);
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (await instance.api<entities.NoteDraft[]>('notes/drafts/list', body, token)).body;

describe('notes/drafts', () => {
  it('keeps, lists, updates and deletes a draft only its writer sees', async () => {
    const { alice, bob } = people;
    const reply = await postNote(instance, bob, { text: 'a question' });
    const made = await create(
      { text: 'half a thought', cw: 'spoiler', replyId: reply.id, poll: { choices: ['yes', 'no'] } },
      alice,
    );
    expect(made.status).toBe(200);
    const draft = made.body.createdDraft;
    expect(draft).toMatchObject({
      text: 'half a thought',
      cw: 'spoiler',
      visibility: 'public',
      localOnly: false,
      reactionAcceptance: null,
      replyId: reply.id,
      renoteId: null,
      channelId: null,
      channel: null,
      fileIds: [],
      files: [],
      visibleUserIds: [],
      hashtag: null,
      poll: { choices: ['yes', 'no'], multiple: false, expiresAt: null, expiredAfter: null },
      scheduledAt: null,
      isActuallyScheduled: false,
      userId: people.ids.alice,
    });
    expect(draft.user.username).toBe('alice');
    expect(draft.reply?.id).toBe(reply.id);
    expect(draft.renote).toBeUndefined();
    expect(Date.parse(draft.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await list(alice)).map((d) => d.id)).toEqual([draft.id]);
    expect(await list(bob)).toEqual([]);
    expect((await instance.api<number>('notes/drafts/count', {}, alice)).body).toBe(1);

    const updated = await instance.api<{ updatedDraft: entities.NoteDraft }>(
      'notes/drafts/update',
      { draftId: draft.id, text: 'a whole thought', poll: null },
      alice,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.updatedDraft).toMatchObject({ text: 'a whole thought', cw: 'spoiler', poll: null });

    // Someone else's draft is no draft at all.
    const notMine = await instance.api('notes/drafts/update', { draftId: draft.id, text: 'x' }, bob);
    expect(errorOf(notMine.body).id).toBe('49cd6b9d-848e-41ee-b0b9-adaca711a6b1');
    const deleteNotMine = await instance.api('notes/drafts/delete', { draftId: draft.id }, bob);
    expect(errorOf(deleteNotMine.body).code).toBe('NO_SUCH_NOTE_DRAFT');

    expect((await instance.api('notes/drafts/delete', { draftId: draft.id }, alice)).status).toBe(204);
    expect(await list(alice)).toEqual([]);
    const gone = await instance.api('notes/drafts/delete', { draftId: draft.id }, alice);
    expect(errorOf(gone.body).id).toBe('49cd6b9d-848e-41ee-b0b9-adaca711a6b1');
  });

  it("stops at the role's noteDraftLimit with TOO_MANY_DRAFTS", async () => {
    const { alice, carol, ids } = people;
    const role = await createRole(instance, alice, {
      name: 'Few drafts',
      policies: { noteDraftLimit: { value: 2, priority: 0, useDefault: false } },
    });
    await instance.api('admin/roles/assign', { roleId: role.id, userId: ids.carol }, alice);
    expect((await create({ text: 'one' }, carol)).status).toBe(200);
    expect((await create({ text: 'two' }, carol)).status).toBe(200);
    const third = await create({ text: 'three' }, carol);
    expect(third.status).toBe(400);
    expect(errorOf(third.body)).toMatchObject({ code: 'TOO_MANY_DRAFTS', id: '9ee33bbe-fde3-4c71-9b51-e50492c6b9c8' });
    // Updating a kept draft is still allowed at the limit.
    const [newest] = await list(carol);
    expect((await instance.api('notes/drafts/update', { draftId: newest?.id, text: 'two!' }, carol)).status).toBe(200);
    for (const d of await list(carol)) await instance.api('notes/drafts/delete', { draftId: d.id }, carol);
  });

  it("checks a draft's files, reply, renote and channel as Misskey does, each endpoint with its own ids", async () => {
    const { alice, bob } = people;
    const missing = 'aaaaaaaaaa';
    expect(errorOf((await create({ fileIds: [missing] }, alice)).body).code).toBe('NO_SUCH_FILE');
    expect(errorOf((await create({ replyId: missing }, alice)).body).id).toBe('749ee0f6-d3da-459a-bf02-282e2da4292c');
    expect(errorOf((await create({ renoteId: missing }, alice)).body).id).toBe('b5c90186-4ab0-49c8-9bba-a1f76c282ba4');
    expect(errorOf((await create({ channelId: missing }, alice)).body).code).toBe('NO_SUCH_CHANNEL');
    const secret = await postNote(instance, bob, { text: 'for one', visibility: 'specified', visibleUserIds: [] });
    expect(errorOf((await create({ replyId: secret.id }, alice)).body).code).toBe('CANNOT_REPLY_TO_AN_INVISIBLE_NOTE');
    expect(errorOf((await create({ renoteId: secret.id }, alice)).body).code).toBe('CANNOT_RENOTE_DUE_TO_VISIBILITY');
    const past = Date.now() - 1000;
    expect(errorOf((await create({ poll: { choices: ['a'], expiresAt: past } }, alice)).body).code).toBe(
      'CANNOT_CREATE_ALREADY_EXPIRED_POLL',
    );
    // Scheduling: the time is required and in the future; the local instance posts no scheduled notes.
    expect(errorOf((await create({ isActuallyScheduled: true }, alice)).body).id).toBe(
      '15e28a55-e74c-4d65-89b7-8880cdaaa87d',
    );
    expect(errorOf((await create({ isActuallyScheduled: true, scheduledAt: past }, alice)).body).id).toBe(
      'e4bed6c9-017e-4934-aed0-01c22cc60ec1',
    );
    const later = Date.now() + 3_600_000;
    expect(errorOf((await create({ isActuallyScheduled: true, scheduledAt: later }, alice)).body).code).toBe(
      'TOO_MANY_SCHEDULED_NOTES',
    );

    const { createdDraft } = (await create({ text: 'kept' }, alice)).body;
    const update = (body: Record<string, unknown>) =>
      instance.api('notes/drafts/update', { draftId: createdDraft.id, ...body }, alice);
    expect(errorOf((await update({ replyId: missing })).body)).toMatchObject({
      code: 'NO_SUCH_REPLY',
      id: 'c4721841-22fc-4bb7-ad3d-897ef1d375b5',
    });
    expect(errorOf((await update({ renoteId: missing })).body)).toMatchObject({
      code: 'NO_SUCH_RENOTE',
      id: '64929870-2540-4d11-af41-3b484d78c956',
    });
    expect(errorOf((await update({ isActuallyScheduled: true })).body).id).toBe('fe9737d5-cc41-498c-af9d-149207307530');
    await instance.api('notes/drafts/delete', { draftId: createdDraft.id }, alice);
  });

  it("holds to Misskey's bounds and kinds", async () => {
    const { alice } = people;
    const invalid = async (body: Record<string, unknown>) => errorOf((await create(body, alice)).body).code;
    expect(await invalid({ cw: '' })).toBe('INVALID_PARAM');
    expect(await invalid({ cw: 'x'.repeat(101) })).toBe('INVALID_PARAM');
    expect(await invalid({ hashtag: 'x'.repeat(201) })).toBe('INVALID_PARAM');
    expect(await invalid({ text: 'x'.repeat(3001) })).toBe('INVALID_PARAM');
    expect(await invalid({ visibility: 'everyone' })).toBe('INVALID_PARAM');
    expect(await invalid({ poll: { choices: Array.from({ length: 11 }, (_, i) => `c${i}`) } })).toBe('INVALID_PARAM');
    expect(errorOf((await instance.api('notes/drafts/list', { limit: 101 }, alice)).body).code).toBe('INVALID_PARAM');
    expect(errorOf((await instance.api('notes/drafts/delete', {}, alice)).body).code).toBe('INVALID_PARAM');
    // A draft may be empty, as in Misskey.
    const empty = await create({}, alice);
    expect(empty.status).toBe(200);
    await instance.api('notes/drafts/delete', { draftId: empty.body.createdDraft.id }, alice);

    expect((await instance.api('notes/drafts/list', {})).status).toBe(401);
    const reader = await appToken(instance, alice, ['read:account']);
    expect((await instance.api('notes/drafts/list', {}, reader)).status).toBe(200);
    expect((await instance.api('notes/drafts/count', {}, reader)).status).toBe(200);
    const refused = await instance.api('notes/drafts/create', { text: 'x' }, reader);
    expect(refused.status).toBe(403);
    const writer = await appToken(instance, alice, ['write:account']);
    expect((await instance.api('notes/drafts/list', {}, writer)).status).toBe(403);
    const written = await instance.api<{ createdDraft: entities.NoteDraft }>(
      'notes/drafts/create',
      { text: 'x' },
      writer,
    );
    expect(written.status).toBe(200);
    await instance.api('notes/drafts/delete', { draftId: written.body.createdDraft.id }, writer);
  });

  it('pages newest first and filters by scheduled', async () => {
    const { bob } = people;
    const ids: string[] = [];
    for (const text of ['a', 'b', 'c']) ids.push((await create({ text }, bob)).body.createdDraft.id);
    expect((await list(bob)).map((d) => d.text)).toEqual(['c', 'b', 'a']);
    expect((await list(bob, { limit: 1, untilId: ids[2] })).map((d) => d.text)).toEqual(['b']);
    expect((await list(bob, { scheduled: false })).length).toBe(3);
    expect(await list(bob, { scheduled: true })).toEqual([]);
    for (const draftId of ids) await instance.api('notes/drafts/delete', { draftId }, bob);
  });
});
