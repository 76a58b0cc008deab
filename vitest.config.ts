import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { tesseraExtensions } from './scripts/extensions-plugin.ts';
import { tesseraLocales } from './scripts/locales-plugin.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@tessera/sdk/forms.css': here('./sdk/ui/forms.css'),
  '@tessera/sdk/kit': here('./sdk/kit.ts'),
  '@tessera/sdk/widget-stack.css': here('./sdk/ui/widget-stack.css'),
  '@tessera/sdk': here('./sdk/index.ts'),
  '@tessera/reversi-rules': here('./packages/reversi-rules/index.ts'),
  '@tessera/mime-patterns': here('./packages/mime-patterns/index.ts'),
  '@tessera/extension-manifest': here('./packages/extension-manifest/index.ts'),
  '@tessera/profile-langs': here('./packages/profile-langs/index.ts'),
};

// Five projects, run in this order by `npm test`: client code in happy-dom, server and scripts
// in Node, the architecture checks, the packed SDK (an example built outside the repository),
// then end-to-end tests in Chromium against a real instance.
export default defineConfig({
  resolve: { alias },
  plugins: [react(), tesseraExtensions(here('.')), tesseraLocales(here('.'))],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          root: here('.'),
          include: ['{app,kernel,sdk,extensions,examples}/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: here('.'),
          include: ['{server,scripts,packages}/**/*.test.ts', 'tests/support/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'architecture',
          root: here('.'),
          include: ['tests/architecture/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          root: here('.'),
          include: ['tests/package/**/*.test.ts'],
          environment: 'node',
          // Packing the SDK and installing from the registry (offline once cached).
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: here('.'),
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One browser at a time: the machine has two cores and the instance needs one.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
