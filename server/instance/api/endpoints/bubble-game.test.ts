import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

const record = (score: number, seed = String(Date.now() - 60_000), gameMode = 'normal') => ({
  score,
  seed,
  logs: [
    [10, 0, 120],
    [42, 0, 300],
  ],
  gameMode,
  gameVersion: 3,
});

describe('bubble game records', () => {
  it('records scores and ranks the week’s best per mode, visible to anyone (also by GET)', async () => {
    const { alice, bob, carol } = people;
    for (const [token, score] of [
      [alice, 120],
      [bob, 480],
      [carol, 300],
    ] as const) {
      expect((await instance.api('bubble-game/register', record(score), token)).status).toBe(204);
    }
    await instance.api('bubble-game/register', record(999, undefined, 'square'), alice);
    const ranking = await instance.api<{ id: string; score: number; user: { username: string } }[]>(
      'bubble-game/ranking',
      { gameMode: 'normal' },
    );
    expect(ranking.body.map((r) => [r.user.username, r.score])).toEqual([
      ['bob', 480],
      ['carol', 300],
      ['alice', 120],
    ]);
    const byGet = await fetch(`${instance.url}/api/bubble-game/ranking?gameMode=square`);
    expect(((await byGet.json()) as { score: number }[]).map((r) => r.score)).toEqual([999]);
  });

  it('refuses seeds from the future or from long ago, and visitors', async () => {
    const future = await instance.api('bubble-game/register', record(1, String(Date.now() + 60_000)), people.bob);
    expect((future.body as { error: { id: string } }).error.id).toBe('eb627bc7-574b-4a52-a860-3c3eae772b88');
    const stale = await instance.api('bubble-game/register', record(1, String(Date.now() - 6 * 3600_000)), people.bob);
    expect((stale.body as { error: { code: string } }).error.code).toBe('INVALID_SEED');
    expect((await instance.api('bubble-game/register', record(1))).status).toBe(401);
  });
});
