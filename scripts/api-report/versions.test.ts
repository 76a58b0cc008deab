import { describe, expect, it } from 'vitest';
import { hasChangelogEntry, recordVersions, versionProblem } from './versions.ts';

const drive = (version: string | null, reports: string) => ({ name: 'drive', version, reports });
const CHANGELOG = '# Changelog\n\n## drive 1.1.0\n\n## First: about 1.0.0, drive 1.0.0\n';

describe('contract versions', () => {
  it('asks for a new version when a report changed at the same version', () => {
    expect(versionProblem(drive('1.0.0', 'a'), { version: '1.0.0', reports: 'a' })).toBeNull();
    expect(versionProblem(drive('1.0.0', 'b'), { version: '1.0.0', reports: 'a' })).toContain(
      'extensions/drive: its API report changed, but its version is still 1.0.0. Bump the version',
    );
    expect(versionProblem(drive('0.9.0', 'b'), { version: '1.0.0', reports: 'a' })).toContain('older than the 1.0.0');
    expect(versionProblem(drive(null, 'a'), undefined)).toContain('has no semver version');
  });

  it('records a contract when its version rose, and keeps the old record when only its report changed', () => {
    const ledger = { drive: { version: '1.0.0', reports: 'a' } };
    expect(recordVersions([drive('1.1.0', 'b')], ledger, CHANGELOG)).toEqual({
      ledger: { drive: { version: '1.1.0', reports: 'b' } },
      todo: [],
    });
    const unchanged = recordVersions([drive('1.0.0', 'b')], ledger, CHANGELOG);
    expect(unchanged.ledger).toEqual(ledger);
    expect(unchanged.todo).toHaveLength(1);
    expect(recordVersions([drive('1.0.0', 'b')], ledger, CHANGELOG, true).ledger).toEqual({
      drive: { version: '1.0.0', reports: 'b' },
    });
  });

  it("finds a version's heading in the changelog, alone or in a list", () => {
    expect(hasChangelogEntry(CHANGELOG, 'drive', '1.1.0')).toBe(true);
    expect(hasChangelogEntry(CHANGELOG, 'about', '1.0.0')).toBe(true);
    expect(hasChangelogEntry(CHANGELOG, 'drive', '1.1')).toBe(false);
    expect(hasChangelogEntry(CHANGELOG, 'rive', '1.1.0')).toBe(false);
    expect(hasChangelogEntry('## SDK 2.0.0\n', 'sdk', '2.0.0')).toBe(true);
    expect(recordVersions([drive('1.2.0', 'c')], {}, CHANGELOG).todo).toEqual([
      'api-reports/CHANGELOG.md has no heading "## drive 1.2.0".',
    ]);
  });
});
