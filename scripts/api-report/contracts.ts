import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the reports, the version ledger and the changelog live. */
export const REPORTS_DIR = join(ROOT, 'api-reports');

/** The one command that regenerates the reports. */
export const UPDATE_COMMAND = 'npm run api-report';

/** One entry of a public contract, reported on its own. */
export interface ApiEntry {
  /** The report's file name without `.api.md`, relative to api-reports/ ('sdk', 'extensions/drive'). */
  report: string;
  /** The name in the report's title (a package name, as API Extractor wants one). */
  title: string;
  /** Its source file, relative to the root. */
  source: string;
  /** Whose version it goes by: 'sdk' (SDK_VERSION) or an extension's id (its `version`). */
  versionedAs: string;
}

/** The extensions with a contract for other extensions (an `api.ts`). */
export function contractExtensions(): string[] {
  const dir = join(ROOT, 'extensions');
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'api.ts')))
    .map((e) => e.name)
    .sort();
}

/** The SDK's two entries (`@tessera/sdk` and `@tessera/sdk/kit`) and every extension's `api.ts`. */
export function apiEntries(): ApiEntry[] {
  return [
    { report: 'sdk', title: '@tessera/sdk', source: 'sdk/index.ts', versionedAs: 'sdk' },
    { report: 'sdk-kit', title: '@tessera/sdk-kit', source: 'sdk/kit.ts', versionedAs: 'sdk' },
    ...contractExtensions().map((id) => ({
      report: `extensions/${id}`,
      title: `@tessera-extension/${id}`,
      source: `extensions/${id}/api.ts`,
      versionedAs: id,
    })),
  ];
}

/** The report file of an entry. */
export function reportPath(entry: ApiEntry): string {
  return join(REPORTS_DIR, `${entry.report}.api.md`);
}

/** The SDK's version (`SDK_VERSION` in sdk/extension.ts) or an extension's (`version` in its index.ts), or null. */
export function currentVersion(versionedAs: string): string | null {
  if (versionedAs === 'sdk') {
    const text = readFileSync(join(ROOT, 'sdk/extension.ts'), 'utf8');
    return /export const SDK_VERSION = '([^']+)'/.exec(text)?.[1] ?? null;
  }
  const text = readFileSync(join(ROOT, 'extensions', versionedAs, 'index.ts'), 'utf8');
  return /^\s+version: '([^']+)',$/m.exec(text)?.[1] ?? null;
}
