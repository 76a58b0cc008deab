import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { callAs, createAccount, type TestAccount } from '../../tests/support/session';
import { startTessera, type TesseraProcess } from '../../tests/support/tessera-process';

/** The Tessera being measured, and the accounts the figures act as. */
export interface BenchTarget {
  /** The full build's address. */
  url: string;
  /** Whose home timeline is opened. */
  reader: TestAccount;
  /** Who posts the notes the reader sees (a followed account locally; the reader itself remotely). */
  poster: TestAccount;
  /** The local instance's data folder; null in front of another server. */
  dataDir: string | null;
  /** Starts the same server again with a trimmed client build of only these extension folders. */
  startTrimmed(extensions: readonly string[]): Promise<{ url: string; stop(): Promise<void> }>;
  /** Starts the same server again with the full build and these options (`--extensions-dir DIR`). */
  startWith(args: readonly string[]): Promise<{ url: string; stop(): Promise<void> }>;
  stop(): Promise<void>;
}

const root = new URL('../..', import.meta.url).pathname;

/** Tessera on a fresh local instance, as `npm start` runs it, with a reader following a writer. */
export async function startLocalTarget(): Promise<BenchTarget> {
  // The bench posts 20 notes a second: far past notes/create's limit of 300 an hour.
  const tessera = await startTessera(['--disable-rate-limits']);
  const reader = await createAccount(tessera.url, 'reader');
  const poster = await createAccount(tessera.url, 'writer');
  await callAs(tessera.url, reader, 'following/create', { userId: poster.id });
  return target(tessera, reader, poster, tessera.dataDir, ['--data', tessera.dataDir, '--disable-rate-limits']);
}

/** Tessera in proxy mode in front of another Misskey-compatible server, signed in with a token. */
export async function startRemoteTarget(instance: string, token: string): Promise<BenchTarget> {
  const tessera = await startTessera(['--instance', instance]);
  const me = await callAs<{ id: string; username: string }>(tessera.url, { id: '', username: '', token }, 'i');
  const account = { id: me.id, username: me.username, token };
  return target(tessera, account, account, null, ['--instance', instance]);
}

/** A second Tessera in proxy mode in front of a server (the client build there already). */
export async function startProxyInFront(instance: string): Promise<{ url: string; stop(): Promise<void> }> {
  const tessera = await startTessera(['--instance', instance, '--skip-build']);
  return { url: tessera.url, stop: async () => void (await tessera.stop()) };
}

function target(
  tessera: TesseraProcess,
  reader: TestAccount,
  poster: TestAccount,
  dataDir: string | null,
  serverArgs: readonly string[],
): BenchTarget {
  return {
    url: tessera.url,
    reader,
    poster,
    dataDir,
    async startTrimmed(extensions) {
      const outDir = mkdtempSync(join(tmpdir(), 'tessera-trimmed-'));
      await buildClient(outDir, extensions);
      const trimmed = await startTessera([...serverArgs, '--skip-build', '--client-dir', outDir]);
      return {
        url: trimmed.url,
        async stop() {
          await trimmed.stop();
          rmSync(outDir, { recursive: true, force: true });
        },
      };
    },
    async startWith(args) {
      const again = await startTessera([...serverArgs, '--skip-build', ...args]);
      return { url: again.url, stop: async () => void (await again.stop()) };
    },
    async stop() {
      await tessera.stop();
    },
  };
}

/** A production client build of only the given extension folders. */
async function buildClient(outDir: string, extensions: readonly string[]): Promise<void> {
  const saved = { ...process.env };
  Object.assign(process.env, {
    NODE_ENV: 'production',
    TESSERA_OUT_DIR: outDir,
    TESSERA_EXTENSIONS: extensions.join(','),
  });
  try {
    await build({ configFile: `${root}vite.config.ts`, logLevel: 'warn', mode: 'production' });
  } finally {
    for (const key of ['NODE_ENV', 'TESSERA_OUT_DIR', 'TESSERA_EXTENSIONS']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
}
