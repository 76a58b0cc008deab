import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiEntries, REPORTS_DIR, reportPath, UPDATE_COMMAND } from '../../scripts/api-report/contracts.ts';
import { type EntryOutcome, extractApiReports } from '../../scripts/api-report/extract.ts';
import {
  CHANGELOG_FILE,
  contractStates,
  hasChangelogEntry,
  readLedger,
  versionProblem,
} from '../../scripts/api-report/versions.ts';

// The public contracts: the SDK (`@tessera/sdk`, `@tessera/sdk/kit`) and each extension's api.ts,
// as API Extractor reports them (full signatures), checked in under api-reports/. See
// api-reports/README.md for the rules.
describe('the API reports (api-reports/)', () => {
  let outcomes: EntryOutcome[] = [];

  beforeAll(() => {
    outcomes = extractApiReports(false);
  }, 180_000);

  it('match the checked-in reports, so a change to a contract is made on purpose', () => {
    const failures = outcomes
      .filter((o) => !o.succeeded)
      .map((o) => `${o.entry.source}:\n${o.messages.map((m) => `  ${m.split('\n')[0]}`).join('\n')}`);
    expect(
      failures,
      `A public contract changed, or API Extractor found a problem. Update the reports with \`${UPDATE_COMMAND}\` ` +
        'and review the diff under api-reports/ (a breaking change needs a major version).',
    ).toEqual([]);
  });

  it('has no report left over from a contract that is gone', () => {
    const expected = new Set(apiEntries().map(reportPath));
    const dir = join(REPORTS_DIR, 'extensions');
    const stale = readdirSync(dir)
      .map((f) => join(dir, f))
      .filter((f) => !expected.has(f));
    expect(stale, `run \`${UPDATE_COMMAND}\``).toEqual([]);
  });

  it('gives every contract a new version when its report changes, recorded in versions.json', () => {
    const ledger = readLedger();
    const states = contractStates(new Map(outcomes.map((o) => [o.entry, o.report])));
    const problems = states.map((s) => versionProblem(s, ledger[s.name])).filter((p) => p !== null);
    expect(problems).toEqual([]);
  });

  it("explains each contract's current version in the changelog", () => {
    expect(existsSync(CHANGELOG_FILE)).toBe(true);
    const changelog = readFileSync(CHANGELOG_FILE, 'utf8');
    const states = contractStates(new Map(outcomes.map((o) => [o.entry, o.report])));
    const missing = states
      .filter((s) => s.version && !hasChangelogEntry(changelog, s.name, s.version))
      .map((s) => `${s.name} ${s.version}`);
    expect(missing).toEqual([]);
  });

  it('documents every export with a doc comment (the report marks an undocumented one)', () => {
    const undocumented = outcomes.flatMap((o) => {
      const lines = o.report.split('\n');
      return lines.flatMap((line, i) => {
        if (!/^\/\/ .*\(undocumented\)/.test(line)) return [];
        // Declarations without `export` are types the contract uses but does not export (its
        // "forgotten exports", which the report shows too).
        const declaration = lines.slice(i + 1).find((l) => !l.startsWith('//')) ?? '';
        return declaration.startsWith('export ') ? [`${o.entry.source}: ${declaration}`] : [];
      });
    });
    expect(undocumented).toEqual([]);
  });
});
