import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A Tessera started the way `npm start` starts it. */
export interface TesseraProcess {
  url: string;
  dataDir: string;
  /** Everything it printed so far. */
  output(): string;
  /** Sends Ctrl-C (SIGINT) and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Runs `node scripts/start.mjs` (what `npm start` runs) on a free loopback port with a fresh
 * temporary data folder unless the arguments name one, and waits for the address it prints.
 */
export async function startTessera(args: readonly string[] = []): Promise<TesseraProcess> {
  const ownData = !args.includes('--data');
  const dataDir = ownData ? mkdtempSync(join(tmpdir(), 'tessera-data-')) : (args[args.indexOf('--data') + 1] ?? '');
  const child = spawn(
    process.execPath,
    ['scripts/start.mjs', '--port', '0', ...(ownData ? ['--data', dataDir] : []), ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, INIT_CWD: root } },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Tessera did not start within 120 s:\n${output}`)), 120_000);
    const check = () => {
      const match = output.match(/is running at (http:\/\/[^\s/]+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Tessera exited with ${code} before it started:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    output: () => output,
    stop: () => stopChild(child).finally(() => ownData && rmSync(dataDir, { recursive: true, force: true })),
  };
}

function stopChild(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}
