// `npm run api-report`: rewrites the API reports in api-reports/ (the SDK, its kit, every
// extension's api.ts) and records in api-reports/versions.json the version each contract's reports
// were made at. A contract whose report changed without a new version is left unrecorded, and this
// says what to do (the architecture test api-report.test.ts fails until it is done).
// `--unreleased`: the current versions were bumped in this same change and are not released yet,
// so record their reports as they are now.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { apiEntries, REPORTS_DIR, reportPath } from './contracts.ts';
import { extractApiReports } from './extract.ts';
import { CHANGELOG_FILE, contractStates, readLedger, recordVersions, writeLedger } from './versions.ts';

const started = Date.now();
const outcomes = extractApiReports(true);
for (const outcome of outcomes) {
  const problems = outcome.messages.filter((m) => !m.includes('(console-api-report-'));
  if (!outcome.succeeded || problems.length > 0) {
    console.error(`\n${outcome.entry.source}:\n${outcome.messages.map((m) => `  ${m}`).join('\n')}`);
  } else if (outcome.changed) {
    console.log(`updated api-reports/${outcome.entry.report}.api.md`);
  }
}

// Reports of contracts that are gone (an api.ts removed).
const kept = new Set(apiEntries().map(reportPath));
const extensionReports = join(REPORTS_DIR, 'extensions');
for (const file of existsSync(extensionReports) ? readdirSync(extensionReports) : []) {
  const path = join(extensionReports, file);
  if (!kept.has(path)) {
    rmSync(path);
    console.log(`removed api-reports/extensions/${file}`);
  }
}

const states = contractStates(new Map(outcomes.map((o) => [o.entry, o.report])));
const changelog = existsSync(CHANGELOG_FILE) ? readFileSync(CHANGELOG_FILE, 'utf8') : '';
const unreleased = process.argv.includes('--unreleased');
const before = readLedger();
const { ledger, todo } = recordVersions(states, before, changelog, unreleased);
writeLedger(ledger);
for (const [name, recorded] of Object.entries(ledger)) {
  const old = before[name];
  if (old?.reports === recorded.reports && old.version === recorded.version) continue;
  const how =
    old?.version === recorded.version ? 'again, at the same (unreleased) version' : `(was ${old?.version ?? 'new'})`;
  console.log(`recorded ${name} ${recorded.version} in api-reports/versions.json ${how}`);
}

const failed = outcomes.some((o) => !o.succeeded);
console.log(`\n${outcomes.length} reports in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (todo.length > 0) console.log(`\nStill to do:\n${todo.map((t) => `- ${t}`).join('\n')}`);
process.exitCode = failed || todo.length > 0 ? 1 : 0;
