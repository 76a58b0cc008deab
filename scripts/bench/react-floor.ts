import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

/**
 * Builds the React floor's page code (react-floor-entry.ts) with React in production mode, into
 * one minified ES module: what a React client's first note costs at the least, beside the floor.
 */
export async function buildReactFloorScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: fileURLToPath(new URL('./react-floor-entry.ts', import.meta.url)),
        output: { codeSplitting: false },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (entry?.type !== 'chunk') throw new Error('the React floor built no entry');
  return entry.code;
}
