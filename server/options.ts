import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** How the Tessera server runs: as the local instance, or in front of a remote Misskey server. */
export interface ServerOptions {
  host: string;
  /** 0 picks a free port; the chosen one is printed. */
  port: number;
  /** The local instance's data folder (database, uploaded files). */
  dataDir: string;
  /** A remote Misskey server to proxy to instead of running the local instance. */
  instance: URL | null;
  /** The built client to serve at /, or null to serve none (dev mode serves it through Vite). */
  clientDir: string | null;
  /** Fill a fresh local instance with demo content. */
  seed: 'demo' | null;
  /** Enable the test-only reset endpoint. Never on by default. */
  enableTestReset: boolean;
  /** Enforce the endpoints' rate limits, as Misskey does; only tests switch them off. */
  rateLimits: boolean;
  /** Private networks (CIDR) URL uploads may fetch from (Misskey's `allowedPrivateNetworks`). */
  allowedPrivateNetworks: string[];
  /** Writes the local instance's email into this folder (one JSON file each) instead of sending it. */
  mailOutbox: string | null;
  /** Let the media proxy fetch other servers' media; off, it serves only this instance's files. */
  proxyRemoteMedia: boolean;
  /** A folder of run-time extensions (each `<id>.manifest.json` beside its module), or null. */
  extensionsDir: string | null;
  /** A JSON file listing run-time extensions' manifest URLs (`{ "extensions": [url, ...] }`), or null. */
  extensionsConfig: string | null;
  /**
   * Where note translations go instead of DeepL's own API (a DeepL-compatible service, or a test's
   * fake translator); null for DeepL's, chosen by the control panel's Pro switch.
   */
  deeplEndpoint: URL | null;
}

export class OptionsError extends Error {}

const DEFAULT_PORT = 3000;

/** Parses command-line arguments (and PORT from the environment) into server options. */
export function parseServerOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
  defaults: { dataDir: string; clientDir: string },
): ServerOptions & { dev: boolean; skipBuild: boolean } {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      instance: { type: 'string' },
      'client-dir': { type: 'string' },
      seed: { type: 'string' },
      'enable-test-reset': { type: 'boolean' },
      'disable-rate-limits': { type: 'boolean' },
      'allow-private-network': { type: 'string', multiple: true },
      'mail-outbox': { type: 'string' },
      'proxy-remote-media': { type: 'boolean' },
      'extensions-dir': { type: 'string' },
      'extensions-config': { type: 'string' },
      'deepl-endpoint': { type: 'string' },
      dev: { type: 'boolean' },
      'skip-build': { type: 'boolean' },
    },
  });
  const port = parsePort(values.port ?? env.PORT);
  const host = values.host ?? '127.0.0.1';
  const instance =
    values.instance === undefined ? null : parseHttpUrl('instance', values.instance, 'https://misskey.example');
  const deeplEndpoint =
    values['deepl-endpoint'] === undefined
      ? null
      : parseHttpUrl('deepl-endpoint', values['deepl-endpoint'], 'https://deepl.example/v2/translate');
  if (values.seed !== undefined && values.seed !== 'demo') {
    throw new OptionsError(`--seed only knows 'demo', got '${values.seed}'`);
  }
  return {
    host,
    port,
    dataDir: values.data === undefined ? defaults.dataDir : resolve(cwd, values.data),
    instance,
    clientDir: values['client-dir'] === undefined ? defaults.clientDir : resolve(cwd, values['client-dir']),
    seed: values.seed === 'demo' ? 'demo' : null,
    enableTestReset: values['enable-test-reset'] ?? false,
    rateLimits: !(values['disable-rate-limits'] ?? false),
    allowedPrivateNetworks: (values['allow-private-network'] ?? []).map(parseCidrOption),
    mailOutbox: values['mail-outbox'] === undefined ? null : resolve(cwd, values['mail-outbox']),
    proxyRemoteMedia: values['proxy-remote-media'] ?? false,
    extensionsDir: values['extensions-dir'] === undefined ? null : resolve(cwd, values['extensions-dir']),
    extensionsConfig: values['extensions-config'] === undefined ? null : resolve(cwd, values['extensions-config']),
    deeplEndpoint,
    dev: values.dev ?? false,
    skipBuild: values['skip-build'] ?? false,
  };
}

/** Reads an option that names an http or https URL, such as --instance. */
function parseHttpUrl(option: string, raw: string, example: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OptionsError(`--${option} must be a URL such as ${example}, got '${raw}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new OptionsError(`--${option} must be an http or https URL, got '${raw}'`);
  }
  return url;
}

/** Checks a CIDR option such as 127.0.0.1/32 or ::1/128 early, so a typo stops the start. */
function parseCidrOption(raw: string): string {
  const [address, bits, ...rest] = raw.split('/');
  const max = isIP(address ?? '') === 4 ? 32 : isIP(address ?? '') === 6 ? 128 : 0;
  const prefix = bits === undefined ? max : Number(bits);
  if (max === 0 || rest.length > 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
    throw new OptionsError(`--allow-private-network takes an address range such as 127.0.0.1/32, got '${raw}'`);
  }
  return `${address}/${prefix}`;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new OptionsError(`the port must be a whole number from 0 to 65535, got '${raw}'`);
  }
  return port;
}
