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
} from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
const timelineTexts = async (endpoint: string, token: string) =>
  (await instance.api<entities.Note[]>(endpoint, { limit: 50 }, token)).body.map((n) => n.text);

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('channels', () => {
  it('creates a channel; its notes are public, local only, in its timeline and in home only for followers', async () => {
    const { alice, bob, carol } = people;
    const made = await instance.api<entities.Channel>(
      'channels/create',
      { name: 'Gardening', description: 'Seeds and soil', color: '#228b22' },
      bob,
    );
    expect(made.body).toMatchObject({ name: 'Gardening', usersCount: 0, notesCount: 0, isFollowing: false });
    const channelId = made.body.id;

    const stream = await connectStream(instance, carol);
    stream.send({ type: 'connect', body: { channel: 'channel', id: 'c', params: { channelId } } });
    await new Promise((r) => setTimeout(r, 100));
    const note = await postNote(instance, bob, { text: 'tomatoes are up', channelId, visibility: 'home' });
    expect(note).toMatchObject({ channelId, visibility: 'public', localOnly: true });
    expect(note.channel).toMatchObject({ id: channelId, name: 'Gardening', color: '#228b22' });
    const live = await stream.waitFor<{ body: entities.Note }>(channelEvent('c', 'note'), 'the channel note');
    expect(live.body.text).toBe('tomatoes are up');
    stream.close();

    const timeline = await instance.api<entities.Note[]>('channels/timeline', { channelId }, alice);
    expect(timeline.body.map((n) => n.text)).toEqual(['tomatoes are up']);
    // alice follows bob, but not the channel: not in her home, nor in the local timeline.
    expect(await timelineTexts('notes/timeline', alice)).not.toContain('tomatoes are up');
    expect(await timelineTexts('notes/local-timeline', alice)).not.toContain('tomatoes are up');
    // Following the channel brings its notes home, whoever wrote them.
    expect((await instance.api('channels/follow', { channelId }, carol)).status).toBe(204);
    await postNote(instance, alice, { text: 'mulch everything', channelId });
    expect(await timelineTexts('notes/timeline', carol)).toEqual(
      expect.arrayContaining(['mulch everything', 'tomatoes are up']),
    );
    const shown = await instance.api<entities.Channel>('channels/show', { channelId }, carol);
    expect(shown.body).toMatchObject({ isFollowing: true, notesCount: 2, usersCount: 2 });
    expect((await instance.api<entities.Channel[]>('channels/followed', {}, carol)).body.map((c) => c.id)).toEqual([
      channelId,
    ]);
    expect((await instance.api('channels/unfollow', { channelId }, carol)).status).toBe(204);
    expect(await timelineTexts('notes/timeline', carol)).not.toContain('mulch everything');
  });

  it('lets only the owner edit, pins notes, archives, and keeps renotes in when asked', async () => {
    const { alice, bob, carol } = people;
    const channel = (
      await instance.api<entities.Channel>('channels/create', { name: 'Closed', allowRenoteToExternal: false }, carol)
    ).body;
    const inside = await postNote(instance, carol, { text: 'stays inside', channelId: channel.id });
    const outside = await instance.api('notes/create', { renoteId: inside.id }, bob);
    expect(errorOf(outside.body)).toMatchObject({ code: 'CANNOT_RENOTE_OUTSIDE_OF_CHANNEL' });
    const within = await instance.api('notes/create', { renoteId: inside.id, channelId: channel.id }, bob);
    expect(within.status).toBe(200);

    const denied = await instance.api('channels/update', { channelId: channel.id, name: 'Mine now' }, bob);
    expect(errorOf(denied.body).id).toBe('1fb7cb09-d46a-4fdf-b8df-057788cce513');
    // alice is the administrator and may edit any channel.
    const pinned = await instance.api<entities.Channel>(
      'channels/update',
      { channelId: channel.id, pinnedNoteIds: [inside.id], description: 'Pinned' },
      alice,
    );
    expect(pinned.body.pinnedNoteIds).toEqual([inside.id]);
    const shown = await instance.api<entities.Channel>('channels/show', { channelId: channel.id }, bob);
    expect(shown.body.pinnedNotes?.map((n) => n.text)).toEqual(['stays inside']);

    await instance.api('channels/update', { channelId: channel.id, isArchived: true }, carol);
    const archived = await instance.api('notes/create', { text: 'too late', channelId: channel.id }, carol);
    expect(errorOf(archived.body).id).toBe('b1653923-5453-4edc-b786-7c4f39bb0bbb');
    expect((await instance.api<entities.Channel[]>('channels/owned', {}, carol)).body).toEqual([]);
  });

  it('searches, features and favourites channels', async () => {
    const { alice, bob } = people;
    const found = await instance.api<entities.Channel[]>('channels/search', { query: 'seeds' });
    expect(found.body.map((c) => c.name)).toEqual(['Gardening']);
    expect(
      (await instance.api<entities.Channel[]>('channels/search', { query: 'seeds', type: 'nameOnly' })).body,
    ).toEqual([]);
    const featured = await instance.api<entities.Channel[]>('channels/featured', {});
    expect(featured.body.map((c) => c.name)).toContain('Gardening');
    const gardening = found.body[0] as entities.Channel;
    expect((await instance.api('channels/favorite', { channelId: gardening.id }, alice)).status).toBe(204);
    expect((await instance.api<entities.Channel[]>('channels/my-favorites', {}, alice)).body.map((c) => c.id)).toEqual([
      gardening.id,
    ]);
    expect((await instance.api<entities.Channel[]>('channels/my-favorites', {}, bob)).body).toEqual([]);
    expect(errorOf((await instance.api('channels/show', { channelId: 'nope' })).body).id).toBe(
      '6f6c314b-7486-4897-8966-c04a66a02923',
    );
  });
});
