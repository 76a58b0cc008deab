import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's packages put nginx and its MIME types. */
const NGINX = '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

/**
 * Finds nginx, installing Debian's package when it is missing (apt-get update, then nginx-light,
 * then nginx). Throws, saying why and what to do, when neither can be had: the test that needs it
 * fails rather than passing without it.
 */
export function ensureNginx(): string {
  if (existsSync(NGINX) && existsSync(MIME_TYPES)) return NGINX;
  const run = (args: readonly string[]) =>
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      encoding: 'utf8',
      timeout: 600_000,
    });
  const log: string[] = [];
  const update = run(['update']);
  log.push(`apt-get update: exit ${update.status ?? update.error?.message}\n${update.stderr ?? ''}`);
  for (const name of ['nginx-light', 'nginx']) {
    const install = run(['install', '-y', '--no-install-recommends', name]);
    log.push(`apt-get install ${name}: exit ${install.status ?? install.error?.message}\n${install.stderr ?? ''}`);
    if (install.status === 0 && existsSync(NGINX) && existsSync(MIME_TYPES)) return NGINX;
  }
  throw new Error(
    `nginx is not installed and Debian's package could not be installed (as root: apt-get update && apt-get install -y nginx-light):\n${log.join('\n')}`,
  );
}

/** What `nginx -V` says it was built with (its modules), for the test's record. */
export function nginxBuildInfo(binary: string): string {
  const result = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** An nginx started by a test. */
export interface NginxProcess {
  /** Its folder: the main config, the pid file, the logs and the temporary files. */
  prefix: string;
  /** Everything it wrote to its error log on standard error so far. */
  output(): string;
  /** Stops it (SIGQUIT: a graceful shutdown) and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground (no daemon: it is this process's child) with a main config of
 * its own around `include`, an http-level config such as `npm run deploy:nginx` writes, and
 * waits until it accepts connections on the port.
 */
export async function startNginx(binary: string, include: string, port: number): Promise<NginxProcess> {
  const prefix = mkdtempSync(join(tmpdir(), 'tessera-nginx-'));
  const temp = (name: string) => {
    const path = join(prefix, 'tmp', name);
    mkdirSync(path, { recursive: true });
    return path;
  };
  const main = join(prefix, 'nginx.conf');
  writeFileSync(
    main,
    [
      'daemon off;',
      'worker_processes 1;',
      // As root the workers would run as nobody, who may not read a checkout under /root or /work.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      `  include ${MIME_TYPES};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${include};`,
      '}',
      '',
    ].join('\n'),
  );
  const check = spawnSync(binary, ['-t', '-p', prefix, '-e', 'stderr', '-c', main], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the config:\n${check.stderr}`);
  const child: ChildProcess = spawn(binary, ['-p', prefix, '-e', 'stderr', '-c', main], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Not left running when the test process ends without stopping it (nginx outlives its parent).
  const orphaned = () => child.kill('SIGQUIT');
  process.once('exit', orphaned);
  await waitForPort(port, child, () => output);
  return {
    prefix,
    output: () => output,
    stop: async () => {
      process.off('exit', orphaned);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Waits until something accepts connections on the port, failing if the child exits first. */
async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on port ${port} within 30 s:\n${output()}`);
}
