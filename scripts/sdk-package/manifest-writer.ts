// Writes an extension's manifest beside its built module (`@tessera/sdk/vite`). The module is
// imported here, in Node, to read its definition: its index.ts only declares (defineExtension),
// so nothing of the page runs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type DeclarationValue,
  type ExtensionManifest,
  MANIFEST_VERSION,
  manifestProblems,
} from '../../packages/extension-manifest/index.ts';

/**
 * Fields whose functions must answer at once (a menu item's `visible`, a route's `redirect`, a
 * point's `key` and fallbacks). A run-time extension's functions load its module first, so these
 * cannot be declared: such items are registered by `main`.
 */
const IMMEDIATE_FUNCTIONS = new Set(['visible', 'redirect', 'key', 'functions', 'activate']);

/** Why a definition cannot be a run-time extension's declaration. */
export class DeclarationError extends Error {}

/**
 * The definition as data: functions become code references (`{ $code: path }`), called by the
 * page after it loads the module. Throws on what JSON cannot carry and on functions that must
 * answer at once.
 */
export function declarationData(value: unknown, path: string): DeclarationValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new DeclarationError(`${path} is ${value}, which JSON cannot carry`);
    return value;
  }
  if (typeof value === 'function') {
    const field = path.split('.').at(-1) ?? '';
    if (IMMEDIATE_FUNCTIONS.has(field) || path.split('.').includes('functions'))
      throw new DeclarationError(
        `${path} is a function that must answer at once, which a run-time extension cannot declare (its code loads on first use): register that item from main instead`,
      );
    return { $code: path };
  }
  if (Array.isArray(value)) return value.map((item, i) => declarationData(item, `${path}.${i}`));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, DeclarationValue> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = declarationData(item, path ? `${path}.${key}` : key);
    }
    return out;
  }
  throw new DeclarationError(`${path} is ${Object.prototype.toString.call(value)}, which a declaration cannot hold`);
}

/** The Subresource Integrity value of a file's bytes. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

interface BuiltModule {
  default?: Record<string, unknown>;
}

/** Every locales/<language>.json of an extension folder, by language. */
export function readLocales(folder: string): Record<string, Record<string, string>> {
  const dir = join(folder, 'locales');
  if (!existsSync(dir)) return {};
  const tables: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    tables[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<
      string,
      string
    >;
  }
  return tables;
}

/**
 * Reads `<outDir>/<id>.js` and the folder's strings, and writes `<outDir>/<id>.manifest.json`;
 * returns the manifest. The strings travel in the manifest alone: the page has them before the
 * module loads, and the module carries only code.
 */
export async function writeManifest({
  id,
  folder,
  outDir,
}: {
  id: string;
  folder: string;
  outDir: string;
}): Promise<ExtensionManifest> {
  const file = join(outDir, `${id}.js`);
  const bytes = readFileSync(file);
  const integrity = integrityOf(bytes);
  const built = (await import(`${pathToFileURL(file).href}?integrity=${encodeURIComponent(integrity)}`)) as BuiltModule;
  const definition = built.default;
  if (!definition || typeof definition !== 'object')
    throw new DeclarationError(`${id}/index.ts has no default export (defineExtension({...}))`);
  if (definition.id !== id)
    throw new DeclarationError(
      `${id}/index.ts declares the id '${String(definition.id)}': it must be its folder's name`,
    );
  for (const field of ['version', 'sdk'] as const)
    if (typeof definition[field] !== 'string' || definition[field] === '')
      throw new DeclarationError(
        `${id}/index.ts declares no ${field}: an installed extension's manifest needs one (${field === 'version' ? "'1.0.0'" : "'^3.0.0'"})`,
      );
  // What the manifest says at its top is not repeated in the declaration.
  const {
    id: _id,
    title: _title,
    description: _description,
    version: _version,
    sdk: _sdk,
    contributesLater,
    ...rest
  } = definition;
  const declaration = declarationData(rest, '') as Record<string, DeclarationValue>;
  if (typeof contributesLater === 'function') {
    // Read now, so the page has them without loading the module; their functions load it.
    const later = (await contributesLater()) as { default?: unknown };
    declaration.contributesLater = declarationData(later.default ?? {}, 'later');
  }
  const manifest: ExtensionManifest = {
    manifestVersion: MANIFEST_VERSION,
    id,
    title: String(definition.title ?? id),
    ...(typeof definition.description === 'string' ? { description: definition.description } : {}),
    version: String(definition.version ?? ''),
    sdk: String(definition.sdk ?? ''),
    bundle: `${id}.js`,
    integrity,
    declaration,
    strings: readLocales(folder),
  };
  const problems = manifestProblems(manifest);
  if (problems.length > 0) throw new DeclarationError(`${id}: ${problems.join('; ')}`);
  writeFileSync(join(outDir, `${id}.manifest.json`), `${JSON.stringify(manifest)}\n`);
  return manifest;
}
