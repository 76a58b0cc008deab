import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());
const timelineIds = async (endpoint: string, token: string, params: Record<string, unknown> = {}) =>
  (await instance.api<entities.Note[]>(endpoint, { limit: 50, ...params }, token)).body.map((n) => n.id);

describe('channels/mute', () => {
  it("takes a channel's notes and their renotes out of the muter's timelines, not out of the channel's", async () => {
    const { alice, bob, carol } = people;
    const channelId = (await instance.api<entities.Channel>('channels/create', { name: 'Quiet' }, bob)).body.id;
    await instance.api('channels/follow', { channelId }, alice);
    const note = await postNote(instance, bob, { text: 'in the channel', channelId });
    const renote = await postNote(instance, carol, { renoteId: note.id });
    expect(await timelineIds('notes/timeline', alice)).toContain(note.id);
    expect(await timelineIds('notes/local-timeline', alice)).toContain(renote.id);

    expect((await instance.api('channels/mute/create', { channelId }, alice)).status).toBe(204);
    expect(errorOf((await instance.api('channels/mute/create', { channelId }, alice)).body).code).toBe(
      'ALREADY_MUTING_CHANNEL',
    );
    for (const endpoint of [
      'notes/timeline',
      'notes/hybrid-timeline',
      'notes/local-timeline',
      'notes/global-timeline',
    ]) {
      const ids = await timelineIds(endpoint, alice);
      expect(ids, endpoint).not.toContain(note.id);
      expect(ids, endpoint).not.toContain(renote.id);
    }
    // Nobody else is affected, and the channel's own timeline still shows its notes.
    expect(await timelineIds('notes/local-timeline', carol)).toContain(renote.id);
    expect(await timelineIds('channels/timeline', alice, { channelId })).toContain(note.id);
    const shown = await instance.api<entities.Channel>('channels/show', { channelId }, alice);
    expect(shown.body.isMuting).toBe(true);
    expect((await instance.api<entities.Channel>('channels/show', { channelId }, carol)).body.isMuting).toBe(false);
    const list = await instance.api<entities.Channel[]>('channels/mute/list', {}, alice);
    expect(list.body.map((c) => c.id)).toEqual([channelId]);

    expect((await instance.api('channels/mute/delete', { channelId }, alice)).status).toBe(204);
    expect(await timelineIds('notes/timeline', alice)).toContain(note.id);
    expect((await instance.api<entities.Channel[]>('channels/mute/list', {}, alice)).body).toEqual([]);
    expect(errorOf((await instance.api('channels/mute/delete', { channelId }, alice)).body).code).toBe(
      'NOT_MUTING_CHANNEL',
    );
  });

  it('refuses a past expiry and an unknown channel, and lets a mute expire', async () => {
    const { alice, bob } = people;
    const channelId = (await instance.api<entities.Channel>('channels/create', { name: 'Brief' }, bob)).body.id;
    const past = await instance.api('channels/mute/create', { channelId, expiresAt: Date.now() - 1000 }, alice);
    expect(errorOf(past.body).id).toBe('42b32236-df2c-a45f-fdbf-def67268f749');
    const unknown = await instance.api('channels/mute/create', { channelId: 'aaaaaaaaaa' }, alice);
    expect(errorOf(unknown.body).id).toBe('7174361e-d58f-31d6-2e7c-6fb830786a3f');
    await instance.api('channels/mute/create', { channelId, expiresAt: Date.now() + 300 }, alice);
    expect((await instance.api<entities.Channel>('channels/show', { channelId }, alice)).body.isMuting).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    expect((await instance.api<entities.Channel>('channels/show', { channelId }, alice)).body.isMuting).toBe(false);
    expect((await instance.api<entities.Channel[]>('channels/mute/list', {}, alice)).body).toEqual([]);
  });
});
