// `npm test`: typecheck, lint, import rules, unit tests, the packed SDK, then end-to-end tests. Every step runs
// even when an earlier one fails, so one run shows everything that is wrong; the last line totals
// them as `N passed, N failed` and the exit code is non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'tessera-test-'));

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  /** The failing tests with the start of their first error, repeated in the summary. */
  failures: string[];
}

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

// CI keeps only the end of the output, so the summary says what failed and why in a few lines.
const FAILURE_LINES = 12;

const COLOUR_CODE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const stripColours = (text: string) => text.replace(COLOUR_CODE, '');

/** Each failed test as `file > name` and the first lines of its error, colours stripped. */
function describeFailures(json: JsonReport): string[] {
  return json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const message = stripColours(test.failureMessages[0] ?? '');
        const lines = message
          .split('\n')
          .slice(0, FAILURE_LINES)
          .map((line) => `       ${line}`);
        return [`  ✗ ${file.name.replace(root, '')} > ${test.fullName}`, ...lines].join('\n');
      }),
  );
}

/** A check that is one pass or one failure (typecheck, lint). */
function check(name: string, command: string, args: string[]): StepResult {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const ok = spawnSync(bin(command), args, { cwd: root, stdio: 'inherit' }).status === 0;
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures: [] };
}

/** A Vitest project; counts its tests from the JSON report. */
function vitest(name: string, projects: string[]): StepResult {
  const report = join(scratch, `${name}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  console.log(`\n=== ${name}: vitest ${args.slice(0, -3).join(' ')}`);
  const status = spawnSync(bin('vitest'), args, { cwd: root, stdio: 'inherit' }).status;
  let passed = 0;
  let failed = 0;
  let failures: string[] = [];
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
    passed = json.numPassedTests;
    failed = json.numFailedTests;
    failures = describeFailures(json);
  } catch {
    // No report: the runner itself failed before counting anything.
  }
  // A failing run with no failed test (a file that does not load, a broken setup) still fails.
  if (status !== 0 && failed === 0) failed = 1;
  return { name, passed, failed, failures };
}

const results: StepResult[] = [
  check('typecheck (browser code)', 'tsc', ['-p', 'tsconfig.client.json']),
  check('typecheck (server, scripts, tests)', 'tsc', ['-p', 'tsconfig.node.json']),
  check('lint and format', 'biome', ['check', '.']),
  vitest('import rules', ['architecture']),
  vitest('unit tests', ['client', 'server']),
  vitest('SDK package', ['package']),
  vitest('end-to-end tests', ['e2e']),
];
rmSync(scratch, { recursive: true, force: true });

console.log('\n=== summary');
for (const r of results) {
  console.log(`${r.failed === 0 ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  for (const failure of r.failures) console.log(failure);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
