import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import semverGt from 'semver/functions/gt';
import semverLt from 'semver/functions/lt';
import semverValid from 'semver/functions/valid';
import { type ApiEntry, currentVersion, REPORTS_DIR, UPDATE_COMMAND } from './contracts.ts';

/** The ledger: for each versioned contract, the version its reports were last recorded at, and their hash. */
export const VERSIONS_FILE = join(REPORTS_DIR, 'versions.json');

/** Where every version of a contract is explained. */
export const CHANGELOG_FILE = join(REPORTS_DIR, 'CHANGELOG.md');

/** A contract as the ledger records it. */
export interface RecordedVersion {
  version: string;
  /** sha256 of its reports' text (for the SDK, its two entries' reports). */
  reports: string;
}

/** The ledger, by contract ('sdk' or an extension's id). */
export type VersionLedger = Record<string, RecordedVersion>;

/** One contract now: its version and its reports' hash. */
export interface ContractState {
  name: string;
  version: string | null;
  reports: string;
}

export function readLedger(): VersionLedger {
  return existsSync(VERSIONS_FILE) ? (JSON.parse(readFileSync(VERSIONS_FILE, 'utf8')) as VersionLedger) : {};
}

export function writeLedger(ledger: VersionLedger): void {
  const sorted = Object.fromEntries(Object.entries(ledger).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(VERSIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** Each versioned contract's version and the hash of its reports, given the reports' text by entry. */
export function contractStates(reports: ReadonlyMap<ApiEntry, string>): ContractState[] {
  const byContract = new Map<string, string[]>();
  for (const [entry, text] of [...reports].sort(([a], [b]) => a.report.localeCompare(b.report))) {
    byContract.set(entry.versionedAs, [...(byContract.get(entry.versionedAs) ?? []), text]);
  }
  return [...byContract].map(([name, texts]) => ({
    name,
    version: currentVersion(name),
    reports: createHash('sha256')
      .update(texts.map((t) => t.replace(/\r\n/g, '\n')).join('\n'))
      .digest('hex'),
  }));
}

/** What is wrong with a contract's version, or null: the rule every change of a report must follow. */
export function versionProblem(state: ContractState, recorded: RecordedVersion | undefined): string | null {
  const what = state.name === 'sdk' ? 'The SDK (SDK_VERSION in sdk/extension.ts)' : `extensions/${state.name}`;
  if (!state.version || !semverValid(state.version)) {
    return `${what} has no semver version${state.name === 'sdk' ? '' : " (`version: '1.0.0'` in its index.ts)"}.`;
  }
  if (!recorded) return `${what} ${state.version} is not in api-reports/versions.json: run \`${UPDATE_COMMAND}\`.`;
  if (recorded.version === state.version) {
    if (recorded.reports === state.reports) return null;
    return (
      `${what}: its API report changed, but its version is still ${state.version}. Bump the version ` +
      '(major for a breaking change, minor otherwise), describe the change under that version in ' +
      `api-reports/CHANGELOG.md, and run \`${UPDATE_COMMAND}\` (\`${UPDATE_COMMAND} -- --unreleased\` when ` +
      `${state.version} was bumped in this same change and is not released yet).`
    );
  }
  if (semverLt(state.version, recorded.version)) {
    return `${what} is ${state.version}, older than the ${recorded.version} recorded in api-reports/versions.json.`;
  }
  return `${what} is now ${state.version}, but api-reports/versions.json records ${recorded.version}: run \`${UPDATE_COMMAND}\`.`;
}

/**
 * The ledger after an update: a contract is recorded afresh when it is new or its version rose;
 * a contract whose reports changed at the same version keeps its old record, so the check goes on
 * failing until the version is bumped, unless `unreleased` says the current versions are not
 * released yet (bumped earlier in the same change). Returns what still needs doing.
 */
export function recordVersions(
  states: readonly ContractState[],
  ledger: VersionLedger,
  changelog: string,
  unreleased = false,
): { ledger: VersionLedger; todo: string[] } {
  const next: VersionLedger = {};
  const todo: string[] = [];
  for (const state of states) {
    const recorded = ledger[state.name];
    const problem = versionProblem(state, recorded);
    const rose =
      state.version &&
      semverValid(state.version) &&
      (!recorded || semverGt(state.version, recorded.version) || (unreleased && recorded.version === state.version));
    if (state.version && rose) next[state.name] = { version: state.version, reports: state.reports };
    else {
      if (recorded) next[state.name] = recorded;
      if (problem) todo.push(problem);
    }
    if (state.version && !hasChangelogEntry(changelog, state.name, state.version)) {
      todo.push(`api-reports/CHANGELOG.md has no heading "## ${changelogName(state.name)} ${state.version}".`);
    }
  }
  return { ledger: next, todo };
}

/** How the changelog names a contract in its headings: `SDK`, or an extension's id. */
export function changelogName(name: string): string {
  return name === 'sdk' ? 'SDK' : name;
}

/** Whether a heading of the changelog names this contract at this version (`## SDK 2.0.0`, `## drive 1.0.0`). */
export function hasChangelogEntry(changelog: string, name: string, version: string): boolean {
  const escaped = `${changelogName(name)} ${version}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^#{2,3}[^\\n]*[\\s,:(]${escaped}(?=$|[\\s,;:)])`, 'm').test(changelog);
}
