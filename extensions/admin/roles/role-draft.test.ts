import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { roleDraftOf } from './role-draft';

describe("a role's draft", () => {
  it('reads a manual role as Misskey keeps it: an empty formula, only the policies it sets', () => {
    const role = {
      name: 'Helpers',
      target: 'manual',
      condFormula: {},
      policies: { pinLimit: { useDefault: false, priority: 1, value: 9 } },
    } as unknown as entities.Role;
    const draft = roleDraftOf(role, { pinLimit: 5, canInvite: false });
    expect(draft.condFormula).toMatchObject({ type: 'and', values: [] });
    expect(draft.policies).toEqual({
      pinLimit: { useDefault: false, priority: 1, value: 9 },
      canInvite: { useDefault: true, priority: 0, value: false },
    });
  });
});
