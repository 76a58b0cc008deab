import type { TestProject } from 'vitest/node';
import { findChromium } from '../support/chromium';
import { startTessera } from '../support/tessera-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URL of the Tessera that `npm start` started for this run. */
    baseUrl: string;
  }
}

/** Starts one Tessera for the whole end-to-end run, exactly as `npm start` does (build included). */
export default async function setup(project: TestProject) {
  findChromium(); // fail first, and clearly, when there is no browser
  const tessera = await startTessera([
    '--enable-test-reset',
    // Every test signs in through the form; a real server's limit of ten an hour would stop them.
    '--disable-rate-limits',
    '--allow-private-network',
    '127.0.0.1/32',
  ]);
  project.provide('baseUrl', tessera.url);
  return async () => {
    const code = await tessera.stop();
    if (code !== 0) throw new Error(`Tessera did not stop cleanly (exit ${code}):\n${tessera.output()}`);
  };
}
