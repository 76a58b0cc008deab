import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ExtensionManifest,
  manifestProblems,
  RUNTIME_HOST_FILE,
  type RuntimeHost,
} from '@tessera/extension-manifest';
import semver from 'semver';

/** An extension the server installed: its manifest, its module's bytes, and where it came from. */
export interface InstalledExtension {
  manifest: ExtensionManifest;
  code: Buffer;
  /** The folder's file or the URL it came from, as Settings > Extensions shows it. */
  source: string;
}

/** An extension the server refused, with why, in words for the log and for Settings. */
export interface RefusedExtension {
  source: string;
  /** Its id, when its manifest said one. */
  id: string | null;
  reason: string;
}

/** What the server installs, read once at start. */
export interface RuntimeExtensions {
  installed: InstalledExtension[];
  refused: RefusedExtension[];
}

/** The built client's RuntimeHost (its SDK, its built-in ids, its shared modules). */
export function readRuntimeHost(clientDir: string): RuntimeHost {
  const file = join(clientDir, RUNTIME_HOST_FILE);
  if (!existsSync(file)) throw new Error(`the client build has no ${RUNTIME_HOST_FILE}: rebuild it (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8')) as RuntimeHost;
}

/** The Subresource Integrity value of some bytes. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** A manifest and module to check, from a folder or a URL. */
interface Candidate {
  source: string;
  manifestText: string;
  /** Why the manifest could not be had, when it could not. */
  unreachable?: string;
  /** The module's bytes, or why they could not be had. */
  code: () => Promise<Buffer>;
}

/**
 * Checks each candidate as the issue asks and keeps those that pass: a well-formed manifest, an
 * SDK range the running SDK satisfies, a module matching its integrity, an id no other extension
 * has. The order decides clashes: the first of two with one id stays.
 */
export async function checkExtensions(candidates: readonly Candidate[], host: RuntimeHost): Promise<RuntimeExtensions> {
  const installed: InstalledExtension[] = [];
  const refused: RefusedExtension[] = [];
  const taken = new Set(host.builtIn);
  for (const candidate of candidates) {
    const refuse = (reason: string, id: string | null = null) => refused.push({ source: candidate.source, id, reason });
    if (candidate.unreachable !== undefined) {
      refuse(`its manifest could not be fetched (${candidate.unreachable})`);
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(candidate.manifestText);
    } catch (error) {
      refuse(`its manifest is not JSON (${(error as Error).message})`);
      continue;
    }
    const problems = manifestProblems(parsed);
    const maybeId = (parsed as { id?: unknown } | null)?.id;
    const id = typeof maybeId === 'string' ? maybeId : null;
    if (problems.length > 0) {
      refuse(`its manifest is malformed: ${problems.join('; ')}`, id);
      continue;
    }
    const manifest = parsed as ExtensionManifest;
    if (!semver.validRange(manifest.sdk) || !semver.satisfies(host.sdk, manifest.sdk)) {
      refuse(`it was built for SDK ${manifest.sdk}, and this Tessera runs SDK ${host.sdk}`, id);
      continue;
    }
    if (taken.has(manifest.id)) {
      refuse(
        `its id '${manifest.id}' is already taken by ${host.builtIn.includes(manifest.id) ? 'an extension built in' : 'another run-time extension'}`,
        id,
      );
      continue;
    }
    let code: Buffer;
    try {
      code = await candidate.code();
    } catch (error) {
      refuse(`its module could not be read (${(error as Error).message})`, id);
      continue;
    }
    if (integrityOf(code) !== manifest.integrity) {
      refuse(`its module ${manifest.bundle} does not match the integrity its manifest gives`, id);
      continue;
    }
    taken.add(manifest.id);
    installed.push({ manifest, code, source: candidate.source });
  }
  return { installed, refused };
}

/** Every `*.manifest.json` of a folder, in name order, with the module it names beside it. */
export function folderCandidates(dir: string): Candidate[] {
  if (!existsSync(dir)) throw new Error(`--extensions-dir ${dir} does not exist`);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.manifest.json'))
    .sort()
    .map((name) => {
      const manifestText = readFileSync(join(dir, name), 'utf8');
      return {
        source: join(dir, name),
        manifestText,
        code: async () => {
          const bundle = (JSON.parse(manifestText) as { bundle: string }).bundle;
          return readFileSync(join(dir, bundle));
        },
      };
    });
}

/** The manifest URLs a config file lists: `{ "extensions": ["https://…/x.manifest.json", …] }`. */
export function configuredUrls(file: string): URL[] {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { extensions?: unknown };
  if (!Array.isArray(config.extensions) || !config.extensions.every((u) => typeof u === 'string'))
    throw new Error(`${file} needs an "extensions" list of manifest URLs`);
  return config.extensions.map((raw: string) => {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(`${file}: '${raw}' is not an http or https URL`);
    return url;
  });
}

/**
 * Candidates for configured URLs. Each manifest and module is fetched once and kept in `cacheDir`
 * (by the URL and the module's integrity), so a restart does not fetch again, and the page loads
 * them from this server's origin: its Content-Security-Policy stays `'self'`.
 */
export async function urlCandidates(urls: readonly URL[], cacheDir: string): Promise<Candidate[]> {
  mkdirSync(cacheDir, { recursive: true });
  const candidates: Candidate[] = [];
  for (const url of urls) {
    const key = createHash('sha256').update(url.href).digest('hex').slice(0, 24);
    const manifestFile = join(cacheDir, `${key}.manifest.json`);
    const codeFile = join(cacheDir, `${key}.js`);
    let manifestText: string;
    try {
      manifestText = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : await fetchText(url);
    } catch (error) {
      candidates.push({
        source: url.href,
        manifestText: '',
        unreachable: (error as Error).message,
        code: () => Promise.reject(error),
      });
      continue;
    }
    candidates.push({
      source: url.href,
      manifestText,
      code: async () => {
        if (existsSync(codeFile) && existsSync(manifestFile)) return readFileSync(codeFile);
        const bundle = (JSON.parse(manifestText) as { bundle: string }).bundle;
        const code = Buffer.from(await (await fetchOk(new URL(bundle, url))).arrayBuffer());
        // Kept only when it matches, so a bad fetch is tried again on the next start.
        const { integrity } = JSON.parse(manifestText) as { integrity: string };
        if (integrityOf(code) === integrity) {
          writeFileSync(codeFile, code);
          writeFileSync(manifestFile, manifestText);
        }
        return code;
      },
    });
  }
  return candidates;
}

async function fetchOk(url: URL): Promise<Response> {
  const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response;
}

async function fetchText(url: URL): Promise<string> {
  return (await fetchOk(url)).text();
}
