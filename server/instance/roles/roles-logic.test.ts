import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICIES } from '../settings';
import { mergePolicies } from './policy-merge';
import { meetsFormula, type RoleSubject } from './role-conditions';

const user: RoleSubject = {
  host: null,
  createdAt: Date.now() - 10 * 86_400_000,
  isSuspended: false,
  isLocked: false,
  isBot: false,
  isCat: true,
  isExplorable: true,
  followersCount: 12,
  followingCount: 3,
  notesCount: 150,
  assignedRoleIds: new Set(['r1']),
};

describe('role conditions', () => {
  it('checks flags, counts, age and nesting as Misskey does', () => {
    expect(meetsFormula({ type: 'isLocal' }, user)).toBe(true);
    expect(meetsFormula({ type: 'isCat' }, user)).toBe(true);
    expect(meetsFormula({ type: 'notesMoreThanOrEq', value: 100 }, user)).toBe(true);
    expect(meetsFormula({ type: 'followersLessThanOrEq', value: 5 }, user)).toBe(false);
    expect(meetsFormula({ type: 'createdMoreThan', sec: 86_400 }, user)).toBe(true);
    expect(meetsFormula({ type: 'createdLessThan', sec: 86_400 }, user)).toBe(false);
    expect(meetsFormula({ type: 'roleAssignedTo', roleId: 'r1' }, user)).toBe(true);
    expect(
      meetsFormula(
        {
          type: 'and',
          values: [
            { type: 'isLocal' },
            { type: 'not', value: { type: 'isBot' } },
            { type: 'or', values: [{ type: 'isRemote' }, { type: 'isCat' }] },
          ],
        },
        user,
      ),
    ).toBe(true);
    expect(meetsFormula({ type: 'somethingNew' }, user)).toBe(false);
  });
});

describe('policy merging', () => {
  it('keeps the base without roles, and combines roles: any right, the largest limit, the mildest rate factor', () => {
    expect(mergePolicies(DEFAULT_POLICIES, [])).toBe(DEFAULT_POLICIES);
    const merged = mergePolicies(DEFAULT_POLICIES, [
      {
        policies: {
          canSearchNotes: { value: true, priority: 0, useDefault: false },
          clipLimit: { value: 3, useDefault: false },
        },
      },
      { policies: { clipLimit: { value: 50, useDefault: false }, rateLimitFactor: { value: 0.5, useDefault: false } } },
    ]);
    expect(merged.canSearchNotes).toBe(true);
    expect(merged.clipLimit).toBe(50);
    expect(merged.rateLimitFactor).toBe(0.5);
    expect(merged.antennaLimit).toBe(DEFAULT_POLICIES.antennaLimit);
  });

  it('lets the highest priority decide, and useDefault stand for the base value', () => {
    const merged = mergePolicies(DEFAULT_POLICIES, [
      { policies: { clipLimit: { value: 500, priority: 0, useDefault: false } } },
      { policies: { clipLimit: { value: 1, priority: 2, useDefault: false } } },
      { policies: { gtlAvailable: { value: false, priority: 1, useDefault: false } } },
      { policies: { ltlAvailable: { value: false, priority: 0, useDefault: true } } },
    ]);
    expect(merged.clipLimit).toBe(1);
    expect(merged.gtlAvailable).toBe(false);
    expect(merged.ltlAvailable).toBe(true);
    expect(
      mergePolicies(DEFAULT_POLICIES, [
        { policies: { chatAvailability: { value: 'readonly', useDefault: false } } },
        { policies: { chatAvailability: { value: 'unavailable', useDefault: false } } },
      ]).chatAvailability,
    ).toBe('readonly');
  });
});
