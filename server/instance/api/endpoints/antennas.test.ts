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
const base = {
  src: 'all',
  keywords: [['sourdough']],
  excludeKeywords: [],
  users: [],
  caseSensitive: false,
  withReplies: false,
  withFile: false,
};

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('antennas', () => {
  it('creates an antenna that catches matching notes from anyone, pages them, and streams new ones', async () => {
    const { alice, bob, carol } = people;
    const made = await instance.api<entities.Antenna>('antennas/create', { ...base, name: 'Bread' }, alice);
    expect(made.body).toMatchObject({ name: 'Bread', src: 'all', keywords: [['sourdough']], hasUnreadNote: false });
    const antennaId = made.body.id;

    const stream = await connectStream(instance, alice);
    stream.send({ type: 'connect', body: { channel: 'antenna', id: 'a1', params: { antennaId } } });
    await new Promise((r) => setTimeout(r, 100));
    await postNote(instance, carol, { text: 'nothing about bread' });
    await postNote(instance, bob, { text: 'my sourdough rose!' });
    const arrived = await stream.waitFor<{ body: entities.Note }>(channelEvent('a1', 'note'), 'the antenna note');
    expect(arrived.body.text).toBe('my sourdough rose!');
    stream.close();

    const notes = await instance.api<entities.Note[]>('antennas/notes', { antennaId }, alice);
    expect(notes.body.map((n) => n.text)).toEqual(['my sourdough rose!']);
    expect((await instance.api<entities.Antenna[]>('antennas/list', {}, alice)).body.map((a) => a.id)).toEqual([
      antennaId,
    ]);
    // Others cannot read it.
    expect(errorOf((await instance.api('antennas/notes', { antennaId }, bob)).body).id).toBe(
      '850926e0-fd3b-49b6-b69a-b28a5dbd82fe',
    );
    expect(errorOf((await instance.api('antennas/show', { antennaId }, bob)).body).id).toBe(
      'c06569fb-b025-4f23-b22d-1fcd20d2816b',
    );
  });

  it('updates only what is sent, checks the list, and deletes', async () => {
    const { alice, bob } = people;
    const antenna = (await instance.api<entities.Antenna>('antennas/create', { ...base, name: 'Two' }, alice)).body;
    const updated = await instance.api<entities.Antenna>(
      'antennas/update',
      { antennaId: antenna.id, excludeKeywords: [['rye']], withReplies: true },
      alice,
    );
    expect(updated.body).toMatchObject({
      name: 'Two',
      keywords: [['sourdough']],
      excludeKeywords: [['rye']],
      withReplies: true,
    });
    const bobList = (await instance.api<entities.UserList>('users/lists/create', { name: 'bobs' }, bob)).body;
    const wrongList = await instance.api(
      'antennas/update',
      { antennaId: antenna.id, src: 'list', userListId: bobList.id },
      alice,
    );
    expect(errorOf(wrongList.body).id).toBe('1c6b35c9-943e-48c2-81e4-2844989407f7');
    const made = await instance.api(
      'antennas/create',
      { ...base, name: 'L', src: 'list', userListId: bobList.id },
      alice,
    );
    expect(errorOf(made.body).id).toBe('95063e93-a283-4b8b-9aa5-bcdb8df69a7f');
    expect(errorOf((await instance.api('antennas/update', { antennaId: antenna.id, name: 'x' }, bob)).body).id).toBe(
      '10c673ac-8852-48eb-aa1f-f5b67f069290',
    );
    expect((await instance.api('antennas/delete', { antennaId: antenna.id }, alice)).status).toBe(204);
    expect(errorOf((await instance.api('antennas/delete', { antennaId: antenna.id }, alice)).body).id).toBe(
      'b34dcf9d-348f-44bb-99d0-6c9314cfe2df',
    );
  });

  it('needs some keyword, and stops past the role antennaLimit', async () => {
    const { carol } = people;
    const empty = await instance.api('antennas/create', { ...base, name: 'E', keywords: [['']] }, carol);
    expect(empty.status).toBe(500);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await instance.api('antennas/create', { ...base, name: `a${i}` }, carol)).status);
    // Misskey counts before creating and refuses once the count is past the limit (5): six fit.
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    const refused = await instance.api('antennas/create', { ...base, name: 'more' }, carol);
    expect(errorOf(refused.body).id).toBe('faf47050-e8b5-438c-913c-db2b1576fde4');
  });
});
