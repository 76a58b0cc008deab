import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../support/chromium';
import { startTessera } from '../support/tessera-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URL of the Tessera that `npm start` started for this run. */
    baseUrl: string;
    /** The folder the instance writes its email into (--mail-outbox), one JSON file a message. */
    mailOutbox: string;
    /** The instance's data folder: a test may write there what weeks of use would have (back-dated accounts). */
    dataDir: string;
  }
}

/** Starts one Tessera for the whole end-to-end run, exactly as `npm start` does (build included). */
export default async function setup(project: TestProject) {
  findChromium(); // fail first, and clearly, when there is no browser
  const mailOutbox = mkdtempSync(join(tmpdir(), 'tessera-e2e-mail-'));
  const tessera = await startTessera([
    '--enable-test-reset',
    // Every test signs in through the form; a real server's limit of ten an hour would stop them.
    '--disable-rate-limits',
    '--allow-private-network',
    '127.0.0.1/32',
    '--mail-outbox',
    mailOutbox,
  ]);
  project.provide('baseUrl', tessera.url);
  project.provide('mailOutbox', mailOutbox);
  project.provide('dataDir', tessera.dataDir);
  return async () => {
    const code = await tessera.stop();
    rmSync(mailOutbox, { recursive: true, force: true });
    if (code !== 0) throw new Error(`Tessera did not stop cleanly (exit ${code}):\n${tessera.output()}`);
  };
}
