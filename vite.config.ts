import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { tesseraChunkGroups } from './scripts/chunk-groups.ts';
import { tesseraEarlyEntry } from './scripts/early-entry-plugin.ts';
import { selectExtensions, tesseraExtensions } from './scripts/extensions-plugin.ts';
import { tesseraFirstViewCosts } from './scripts/first-view-costs-plugin.ts';
import { sdkBeyondHomeView } from './scripts/home-view-sdk.ts';
import { tesseraLocales } from './scripts/locales-plugin.ts';
import { tesseraPrecompress } from './scripts/precompress-plugin.ts';
import { tesseraPreloadLists } from './scripts/preload-lists-plugin.ts';
import { tesseraRuntimeHost } from './scripts/runtime-host-plugin.ts';
import { tesseraShellFrame } from './scripts/shell-frame-plugin.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const preloadLists = tesseraPreloadLists();
const beyondHomeView = sdkBeyondHomeView(here('.'));
const locales = tesseraLocales(here('.'));

// The client lives in app/ and is built to dist/. Hashed bundles go under /client-assets/
// because /assets/ belongs to the Misskey server (its locale files and static assets).
export default defineConfig({
  root: here('./app'),
  publicDir: here('./app/public'),
  resolve: {
    alias: {
      // The UI kit's stylesheet comes before the SDK's entry, which would otherwise match its prefix.
      '@tessera/sdk/forms.css': here('./sdk/ui/forms.css'),
      '@tessera/sdk/kit': here('./sdk/kit.ts'),
      '@tessera/sdk/widget-stack.css': here('./sdk/ui/widget-stack.css'),
      '@tessera/sdk': here('./sdk/index.ts'),
      '@tessera/reversi-rules': here('./packages/reversi-rules/index.ts'),
      '@tessera/mime-patterns': here('./packages/mime-patterns/index.ts'),
      '@tessera/extension-manifest': here('./packages/extension-manifest/index.ts'),
      '@tessera/profile-langs': here('./packages/profile-langs/index.ts'),
    },
  },
  plugins: [
    react(),
    tesseraExtensions(here('.')),
    tesseraEarlyEntry(here('./app/early.ts'), here('./app/index.html')),
    locales,
    tesseraPrecompress(),
    preloadLists.plugin,
    tesseraShellFrame(here('./app/shell-frame.css'), here('./app/public/client-assets/icon.svg')),
    // What each extension adds to the first view, for `npm run bench`.
    tesseraFirstViewCosts(() => locales.api?.tables()['en-US'] ?? {}),
    // What the server needs to install extensions at run time (their import map).
    tesseraRuntimeHost({
      root: here('.'),
      sdkFile: here('./sdk/extension.ts'),
      builtIn: () => selectExtensions(here('.'), process.env),
    }),
  ],
  build: {
    // TESSERA_OUT_DIR builds elsewhere (tests build trimmed clients side by side).
    outDir: process.env.TESSERA_OUT_DIR ?? here('./dist'),
    emptyOutDir: true,
    assetsDir: 'client-assets',
    // No inline polyfill script: the page must run under a strict Content-Security-Policy.
    modulePreload: { polyfill: false, resolveDependencies: preloadLists.resolveDependencies },
    target: 'es2022',
    // Browsers from late 2023 on: CSS such as :dir() is kept as written, not
    // spelled out for older engines (the right-to-left icons' selector alone was a list of 19 languages).
    cssTarget: ['chrome120', 'edge120', 'firefox120', 'safari16.4'],
    rolldownOptions: {
      // Every lazy chunk's name is listed in the first view's code (the preload table of the
      // extensions' declarations), so names are a letter and the hash: the module names cost
      // about 0.8 KB gzip there. The letter and dash keep the '-hash.ext' shape the server's
      // and service worker's caching recognise.
      output: {
        entryFileNames: 'client-assets/e-[hash].js',
        chunkFileNames: 'client-assets/c-[hash].js',
        assetFileNames: 'client-assets/a-[hash][extname]',
        // What loads after the first view comes in a few files, not one per shared module.
        codeSplitting: tesseraChunkGroups(here('.'), beyondHomeView),
      },
      // The SDK's modules only pages beyond the home view use define their exports and nothing
      // else: the entry, whose SDK index re-exports them, need not load them (chunk-groups.ts).
      treeshake: { moduleSideEffects: beyondHomeView.sideEffects },
    },
  },
});
