import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { accountClaims, noteCountClaims, postClaims } from './claims';

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
