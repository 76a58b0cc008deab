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
    const failures = outcomes.filter((o) => !o.succeeded).map(describeFailure);
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

/**
 * Why an entry failed: where its report starts to differ from the checked-in one (the lines
 * between the parts both share at their start and end), and API Extractor's other messages.
 */
function describeFailure(outcome: EntryOutcome): string {
  const lines = [`${outcome.entry.source}:`];
  const checkedIn = reportPath(outcome.entry);
  if (outcome.changed) {
    const before = existsSync(checkedIn) ? readFileSync(checkedIn, 'utf8').split('\n') : [];
    const after = outcome.report.split('\n');
    let start = 0;
    while (start < before.length && before[start] === after[start]) start++;
    let end = 0;
    while (end < before.length - start && end < after.length - start && before.at(-1 - end) === after.at(-1 - end))
      end++;
    const shown = (from: string[], mark: string) =>
      from
        .slice(start, from.length - end)
        .slice(0, 12)
        .map((l) => `  ${mark} ${l}`);
    lines.push(
      `  ${checkedIn.slice(REPORTS_DIR.length - 'api-reports'.length)} is out of date, from line ${start + 1}:`,
    );
    lines.push(`    ${before[start - 1] ?? ''}`, ...shown(before, '-'), ...shown(after, '+'));
  }
  lines.push(...outcome.messages.filter((m) => !m.includes('(console-api-report-')).map((m) => `  ${m}`));
  return lines.join('\n');
}
