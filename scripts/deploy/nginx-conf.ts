// `npm run deploy:nginx`: writes the nginx config that serves a built client in front of a Misskey
// server (scripts/deploy/nginx-config.ts). With --template, writes deploy/nginx.conf instead.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { inlineStyleHashes } from '../../server/client-headers';
import { nginxConfig } from './nginx-config';
import { nginxTemplate, TEMPLATE_FILE } from './nginx-template';

const USAGE = `usage: npm run deploy:nginx -- --upstream http://host:port --root /path/to/dist [options]
  --upstream URL       the Misskey server, as nginx reaches it
  --root DIR           where nginx finds the built client (dist/ of npm run build)
  --build DIR          the build to read index.html from, when it is not at --root on this machine
                       (default: --root if it has one, else this checkout's dist/)
  --listen ADDR        nginx's listen (default 80)
  --server-name NAME   nginx's server_name (default _)
  --brotli             also send the .br copies (needs libnginx-mod-http-brotli-static)
  --out FILE           write there instead of to standard output
  --template           write deploy/nginx.conf, the config with placeholders, and nothing else`;

const repoDist = fileURLToPath(new URL('../../dist', import.meta.url));

function fail(message: string): never {
  console.error(`deploy:nginx: ${message}\n${USAGE}`);
  process.exit(2);
}

function main(): void {
  const { values } = parseArgs({
    strict: true,
    options: {
      upstream: { type: 'string' },
      root: { type: 'string' },
      build: { type: 'string' },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string', default: '_' },
      brotli: { type: 'boolean', default: false },
      out: { type: 'string' },
      template: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.template) {
    writeFileSync(TEMPLATE_FILE, nginxTemplate());
    console.error(`deploy:nginx: wrote ${TEMPLATE_FILE}`);
    return;
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  if (!values.upstream) fail('--upstream is required');
  if (!values.root) fail('--root is required');
  if (!URL.canParse(values.upstream))
    fail(`--upstream must be a URL such as http://127.0.0.1:3000, got '${values.upstream}'`);
  const root = resolve(cwd, values.root);
  const build = values.build ? resolve(cwd, values.build) : existsSync(join(root, 'index.html')) ? root : repoDist;
  const index = join(build, 'index.html');
  if (!existsSync(index)) fail(`${index} is missing: build the client first (npm run build), or name it with --build`);
  const config = nginxConfig({
    upstream: new URL(values.upstream),
    root,
    // The CSP allows the build's own inline styles by their hashes, so it is this build's.
    styleHashes: inlineStyleHashes(readFileSync(index, 'utf8')),
    listen: values.listen,
    serverName: values['server-name'],
    brotli: values.brotli,
  });
  if (values.out) {
    writeFileSync(resolve(cwd, values.out), config);
    console.error(`deploy:nginx: wrote ${resolve(cwd, values.out)}`);
  } else process.stdout.write(config);
}

try {
  main();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
