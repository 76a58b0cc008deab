// @ts-check
// The entry of `npm start`, `npm run dev` and `npm test`. Plain JavaScript on purpose: it runs
// before dependencies exist, installs them when node_modules is missing or older than the
// lockfile, then hands over to the TypeScript launcher.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);

ensureDependencies();
if (args.includes('--ensure-only')) process.exit(0);

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
// Ctrl-C reaches both processes; the launcher closes the server and exits, and we follow it.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

function ensureDependencies() {
  const installed = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  const manifest = `${root}package.json`;
  const fresh =
    existsSync(installed) &&
    statSync(installed).mtimeMs >= statSync(manifest).mtimeMs &&
    (!existsSync(lock) || statSync(installed).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  // `npm install`, not `npm ci`: it follows the lockfile all the same, but does not refuse a
  // lockfile that lists only some platforms' optional binaries (as ours does for Biome).
  const command = 'install';
  console.log('Installing dependencies (npm install); the first time takes a few minutes.');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, [command, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm ${command} failed (exit ${result.status}); fix the error above and run again.`);
    process.exit(result.status ?? 1);
  }
}
