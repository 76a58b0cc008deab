import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import {
  accountClaims,
  arrivalRate,
  deletedWithinAMinute,
  noteCountClaims,
  postClaims,
  reactedWithoutReading,
  smashCounter,
} from './claims';

const me = (over: Partial<entities.MeDetailed>) =>
  ({
    notesCount: 0,
    loggedInDays: 1,
    followingCount: 0,
    followersCount: 0,
    createdAt: '2026-11-01T00:00:00Z',
    birthday: null,
    name: null,
    description: null,
    avatarId: null,
    bannerId: null,
    isCat: false,
    achievements: [],
    ...over,
  }) as entities.MeDetailed;

describe('achievement claims', () => {
  it('reaches every step a count has passed', () => {
    expect(noteCountClaims(0)).toEqual([]);
    expect(noteCountClaims(120)).toEqual(['notes1', 'notes10', 'notes100']);
    const now = new Date('2026-11-24T12:00:00');
    expect(accountClaims(me({ loggedInDays: 16, followersCount: 10, followingCount: 1 }), now)).toEqual([
      'login3',
      'login7',
      'login15',
      'following1',
      'followers1',
      'followers10',
    ]);
  });

  it('knows years, birthdays, New Year, a filled profile, cats and collectors', () => {
    const now = new Date('2027-01-01T09:00:00');
    const claims = accountClaims(
      me({
        createdAt: '2024-12-01T00:00:00Z',
        birthday: '1990-01-01',
        name: 'Ana',
        description: 'Hi',
        avatarId: 'a',
        bannerId: 'b',
        isCat: true,
        achievements: Array.from({ length: 30 }, () => ({ name: 'notes1', unlockedAt: 0 })),
      }),
      now,
    );
    expect(claims).toEqual([
      'passedSinceAccountCreated1',
      'passedSinceAccountCreated2',
      'loggedInOnBirthday',
      'loggedInOnNewYearsDay',
      'profileFilled',
      'markedAsCat',
      'collectAchievements30',
    ]);
  });

  it('rewards posting late at night, on the hour to the second, and loving Misskey', () => {
    expect(postClaims({ text: 'hi' }, new Date('2026-11-24T12:30:10'))).toEqual([]);
    expect(postClaims({ text: 'I ❤ #Misskey' }, new Date('2026-11-24T02:00:00'))).toEqual([
      'postedAtLateNight',
      'postedAt0min0sec',
      'iLoveMisskey',
    ]);
  });
});

describe('claims from what the viewer does', () => {
  const at = '2026-11-26T12:00:00Z';
  const t0 = Date.parse(at);

  it('reacting to a long note within 3 s of its posting', () => {
    const long = { text: 'x'.repeat(101), createdAt: at };
    expect(reactedWithoutReading(long, t0 + 2_000)).toBe(true);
    expect(reactedWithoutReading(long, t0 + 4_000)).toBe(false);
    expect(reactedWithoutReading({ text: 'short', createdAt: at }, t0 + 1_000)).toBe(false);
  });

  it('deleting one’s note within a minute', () => {
    expect(deletedWithinAMinute({ createdAt: at }, t0 + 59_000)).toBe(true);
    expect(deletedWithinAMinute({ createdAt: at }, t0 + 61_000)).toBe(false);
  });

  it('the test notification pressed ten times in a row', () => {
    const pressed = smashCounter();
    for (let i = 0; i < 9; i++) expect(pressed(t0 + i * 200)).toBe(false);
    expect(pressed(t0 + 1_800)).toBe(true);
    const slow = smashCounter();
    expect(Array.from({ length: 12 }, (_, i) => slow(t0 + i * 400)).some(Boolean)).toBe(false);
  });

  it('20 home-timeline notes within a minute', () => {
    const arrived = arrivalRate();
    for (let i = 0; i < 19; i++) expect(arrived(t0 + i * 3_000)).toBe(false);
    expect(arrived(t0 + 57_500)).toBe(true);
    const slow = arrivalRate();
    const results = Array.from({ length: 25 }, (_, i) => slow(t0 + i * 4_000));
    expect(results.some(Boolean)).toBe(false);
  });
});
