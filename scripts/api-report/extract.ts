import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type ExtractorMessage,
  type IConfigFile,
} from '@microsoft/api-extractor';
import { type ApiEntry, apiEntries, REPORTS_DIR, ROOT } from './contracts.ts';
import { emitDeclarations } from './declarations.ts';

/** What API Extractor made of one entry. */
export interface EntryOutcome {
  entry: ApiEntry;
  /** False when a message was an error, or (when checking) the checked-in report differs. */
  succeeded: boolean;
  /** Whether the generated report differs from the checked-in one (before an update). */
  changed: boolean;
  /** The report as generated now. */
  report: string;
  /** Errors and warnings, each with its place. */
  messages: string[];
}

/**
 * How API Extractor reports what it finds. Every compiler and analysis problem fails; a TSDoc
 * syntax slip in prose does not, but a `@deprecated` without its replacement and an unknown tag (a
 * misspelt `@beta`) do. Undocumented
 * members are marked `(undocumented)` in the report rather than logged; the architecture test
 * fails on an undocumented export.
 */
const MESSAGES: IConfigFile['messages'] = {
  compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
  extractorMessageReporting: {
    default: { logLevel: ExtractorLogLevel.Error, addToApiReportFile: false },
    'ae-undocumented': { logLevel: ExtractorLogLevel.None },
    'ae-forgotten-export': { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
    // No release tag means @public (see api-reports/README.md).
    'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
  },
  tsdocMessageReporting: {
    default: { logLevel: ExtractorLogLevel.None },
    'tsdoc-missing-deprecation-message': { logLevel: ExtractorLogLevel.Error },
    'tsdoc-undefined-tag': { logLevel: ExtractorLogLevel.Error },
  },
};

/**
 * Makes the API report of every entry (the SDK, its kit, each extension's api.ts) with API
 * Extractor: one declaration emit for all, one shared compiler state, one run per entry. With
 * `update`, the reports in api-reports/ are rewritten (a "local build"); without, they are only
 * compared, and a difference fails the entry.
 */
export function extractApiReports(update: boolean): EntryOutcome[] {
  const folder = mkdtempSync(join(tmpdir(), 'tessera-api-report-'));
  try {
    const entries = apiEntries();
    const declarations = emitDeclarations(entries, folder);
    const files = [...declarations.values()];
    let compilerState: CompilerState | undefined;
    return entries.map((entry) => {
      const config = extractorConfig(entry, declarations.get(entry) ?? '', files, folder);
      compilerState ??= CompilerState.create(config, {
        additionalEntryPoints: files,
        typescriptCompilerFolder: join(ROOT, 'node_modules/typescript'),
      });
      const messages: string[] = [];
      mkdirSync(dirname(config.reportFilePath), { recursive: true });
      const result = Extractor.invoke(config, {
        localBuild: update,
        compilerState,
        typescriptCompilerFolder: join(ROOT, 'node_modules/typescript'),
        messageCallback: (message: ExtractorMessage) => {
          // Dependencies' own declarations are theirs to check (the project skips them too: skipLibCheck).
          if (message.sourceFilePath?.includes('/node_modules/')) message.logLevel = ExtractorLogLevel.None;
          if (message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning) {
            messages.push(`${message.logLevel}: ${message.formatMessageWithLocation(join(folder, 'tree/'))}`);
          }
          message.handled = true;
        },
      });
      return {
        entry,
        succeeded: result.succeeded,
        changed: result.apiReportChanged,
        report: readFileSync(config.reportTempFilePath, 'utf8'),
        messages,
      };
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function extractorConfig(entry: ApiEntry, declaration: string, files: string[], folder: string): ExtractorConfig {
  const reportFolder = dirname(join(REPORTS_DIR, entry.report));
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: join(folder, 'tree'),
      mainEntryPointFilePath: declaration,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            strict: true,
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            lib: ['es2022', 'dom', 'dom.iterable'],
            jsx: 'react-jsx',
            types: [],
          },
          files,
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.report.split('/').pop(),
        reportFolder,
        reportTempFolder: join(folder, 'reports', entry.report),
        includeForgottenExports: true,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      messages: MESSAGES,
    },
    configObjectFullPath: undefined,
    // The tree's root, so that places in messages and reports are relative to it (sdk/hooks.d.ts).
    packageJsonFullPath: join(folder, 'tree', 'package.json'),
    packageJson: { name: entry.title, version: '0.0.0' },
  });
}
