// The manifest of an extension installed into a running Tessera (issue 38): written by the SDK's
// build preset beside the extension's bundle, checked by the server that installs it, and read by
// the page at boot. Shared by the three, so they agree on one format.

/** The format's version; a manifest of another version is refused. */
export const MANIFEST_VERSION = 1;

/**
 * Where a declaration had a function: `{ "$code": "contributes.routes.0.page" }` names it by its
 * path in the bundle's definition (`later.` for its later contributions). The page calls it by
 * loading the bundle first, so every function of a run-time declaration answers asynchronously.
 */
export interface CodeReference {
  readonly $code: string;
}

/** Any value of a declaration as JSON: functions are code references. */
export type DeclarationValue =
  | string
  | number
  | boolean
  | null
  | CodeReference
  | readonly DeclarationValue[]
  | { readonly [key: string]: DeclarationValue };

/** The two files of an extension built by the SDK's preset: this manifest names its bundle. */
export interface ExtensionManifest {
  readonly manifestVersion: typeof MANIFEST_VERSION;
  /** The extension's id, as its definition says it. */
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  /** The extension's version (semver). */
  readonly version: string;
  /** The SDK range it was built for ('^3.0.0'), checked against the running SDK. */
  readonly sdk: string;
  /** The bundle's file name, beside the manifest. */
  readonly bundle: string;
  /** The bundle's Subresource Integrity value ('sha384-…'). */
  readonly integrity: string;
  /** The definition as data: everything but `id`, with functions as code references. */
  readonly declaration: { readonly [key: string]: DeclarationValue };
  /** Its strings by language ('en-US' → key → text), keys not namespaced. */
  readonly strings: { readonly [lang: string]: { readonly [key: string]: string } };
}

/**
 * The modules a run-time extension imports from the page instead of bundling them: the page maps
 * each (an import map) to a module of its own.
 */
export const SHARED_SPECIFIERS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tessera/sdk',
  '@tessera/sdk/kit',
  'misskey-js',
] as const;

/** One of the modules the page shares. */
export type SharedSpecifier = (typeof SHARED_SPECIFIERS)[number];

/**
 * Those of them the page hands out as its own running copies (through small mapped modules), so
 * there is one React. The SDK and misskey-js are a copy built for extensions, mapped to their own
 * files and loaded with the first run-time extension; the SDK's contexts and metadata cache are
 * shared between copies, so its hooks find the page's host.
 */
export const PAGE_SHARED_SPECIFIERS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;

/** One of the modules the page hands out as its own copy. */
export type PageSharedSpecifier = (typeof PAGE_SHARED_SPECIFIERS)[number];

/** Where the page puts its shared modules for the mapped modules to read: `globalThis[Symbol.for(…)]`. */
export const SHARED_MODULES_KEY = 'tessera.shared-modules';

/**
 * What the client build tells the server that installs run-time extensions
 * (`runtime-host.json` in the built client): the SDK it runs, the ids it has built in, and where
 * each shared module's mapped module is.
 */
export interface RuntimeHost {
  readonly sdk: string;
  readonly builtIn: readonly string[];
  readonly imports: { readonly [specifier: string]: string };
}

/** The file of the built client that holds its RuntimeHost. */
export const RUNTIME_HOST_FILE = 'runtime-host.json';

/** The id of the page's `<script type="application/json">` that carries its RuntimeExtensionsData. */
export const RUNTIME_EXTENSIONS_ELEMENT = 'tessera-runtime-extensions';

/** What the server tells the page about run-time extensions, in the page itself (no request). */
export interface RuntimeExtensionsData {
  /** Those installed: where each came from, and its manifest (its module is at `moduleUrl(manifest)`). */
  readonly installed: readonly { readonly source: string; readonly manifest: ExtensionManifest }[];
  /** Those refused, and why, for Settings > Extensions. */
  readonly refused: readonly { readonly source: string; readonly id: string | null; readonly reason: string }[];
}

/** Where the page loads run-time extensions' modules: the server's, beside the client's own files. */
export const EXTENSIONS_PATH = '/client-extensions/';

/**
 * A module's address: named by its content (the start of its integrity value, as it is, so the
 * page's copy of it compresses away), so it can be cached for good.
 */
export function moduleUrl(manifest: Pick<ExtensionManifest, 'id' | 'integrity'>): string {
  return `${EXTENSIONS_PATH}${manifest.id}.${manifest.integrity.slice('sha384-'.length, 'sha384-'.length + 16)}.js`;
}

/** Whether a value is a code reference. */
export function isCodeReference(value: unknown): value is CodeReference {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { $code?: unknown }).$code === 'string' &&
    Object.keys(value).length === 1
  );
}

const ID = /^[a-z][a-z0-9-]*$/;
const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;
const BUNDLE_NAME = /^[A-Za-z0-9._-]+\.js$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with a parsed manifest, in words for an operator's log and for Settings; none when
 * it is well formed. Whether its SDK range fits and its bundle matches its integrity are the
 * installer's checks.
 */
export function manifestProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['the manifest is not a JSON object'];
  const problems: string[] = [];
  if (value.manifestVersion !== MANIFEST_VERSION)
    problems.push(`manifestVersion is ${JSON.stringify(value.manifestVersion)}, not ${MANIFEST_VERSION}`);
  if (typeof value.id !== 'string' || !ID.test(value.id))
    problems.push('id must be lower-case letters, digits and dashes, starting with a letter');
  for (const field of ['title', 'version', 'sdk'] as const) {
    if (typeof value[field] !== 'string' || value[field] === '') problems.push(`${field} must be a non-empty string`);
  }
  if (value.description !== undefined && typeof value.description !== 'string')
    problems.push('description must be a string');
  if (typeof value.bundle !== 'string' || !BUNDLE_NAME.test(value.bundle))
    problems.push('bundle must be the file name of a .js file beside the manifest');
  if (typeof value.integrity !== 'string' || !SRI.test(value.integrity))
    problems.push("integrity must be a SHA-384 integrity value ('sha384-' and 64 base64 characters)");
  if (!isRecord(value.declaration)) problems.push('declaration must be an object');
  if (!isRecord(value.strings) || !Object.values(value.strings).every(isStringTable))
    problems.push('strings must map each language to an object of strings');
  return problems;
}

function isStringTable(value: unknown): boolean {
  return isRecord(value) && Object.values(value).every((text) => typeof text === 'string');
}
