// Builds the client and starts Tessera: the local instance (or a proxy to --instance) serving the
// client at /. With --dev, Vite serves the client with hot reload in front of the same backend.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, createServer, type ViteDevServer } from 'vite';
import { startServer } from '../server/app';
import { type SendAppPage, withMetaTags } from '../server/client';
import { OptionsError, parseServerOptions } from '../server/options';
import { PROXIED_PREFIXES, STREAMING_PREFIX } from '../server/proxied-paths';

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = `${root}vite.config.ts`;

async function main(): Promise<void> {
  const options = parseServerOptions(process.argv.slice(2), process.env, process.env.INIT_CWD ?? process.cwd(), {
    dataDir: `${root}.tessera`,
    clientDir: `${root}dist`,
  });
  const target = options.instance
    ? `in front of ${options.instance.origin}`
    : `local instance, data in ${options.dataDir}`;

  if (options.dev) {
    let vite: ViteDevServer | null = null;
    // Pages the backend makes for one request (OAuth's consent page) are Vite's page in dev mode,
    // with the backend's meta tags; like Vite's own page, without the production CSP (the dev
    // page runs Vite's inline scripts).
    const sendAppPage: SendAppPage = async (reply, { meta }) => {
      const page = await (vite as ViteDevServer).transformIndexHtml(
        reply.request.url,
        readFileSync(`${root}app/index.html`, 'utf8'),
      );
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(withMetaTags(page, meta));
    };
    const backend = await startServer({ ...options, port: 0, clientDir: null }, { sendAppPage });
    const proxy = Object.fromEntries(
      PROXIED_PREFIXES.map((prefix) => [prefix, { target: backend.url, ws: prefix === STREAMING_PREFIX }]),
    );
    const devServer = await createServer({
      configFile,
      server: { host: options.host, port: options.port, strictPort: true, proxy },
    });
    vite = devServer;
    await devServer.listen();
    const url = devServer.resolvedUrls?.local[0] ?? `http://${options.host}:${options.port}/`;
    console.log(`Tessera (dev, hot reload) is running at ${url} (${target})`);
    onStop(async () => {
      await devServer.close();
      await backend.close();
    });
    return;
  }

  if (!options.skipBuild) {
    console.log('Building the client...');
    // A served build is a production build, whatever NODE_ENV the caller had (a test runner sets 'test').
    process.env.NODE_ENV = 'production';
    await build({ configFile, logLevel: 'warn', mode: 'production' });
  }
  const server = await startServer(options);
  console.log(`Tessera is running at ${server.url}/ (${target})`);
  for (const notice of server.notices) console.log(notice);
  onStop(() => server.close());
}

/** Closes cleanly on Ctrl-C or SIGTERM, once, however many signals arrive. */
function onStop(close: () => Promise<void>): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof OptionsError ? `tessera: ${error.message}` : error);
  process.exit(1);
});
