import { join } from 'node:path';
import { moduleUrl, type RuntimeHost } from '@tessera/extension-manifest';
import type { FastifyInstance } from 'fastify';
import {
  checkExtensions,
  configuredUrls,
  folderCandidates,
  type RuntimeExtensions,
  readRuntimeHost,
  urlCandidates,
} from './installer';

/** The run-time extensions of a start, with the client's host facts they were checked against. */
export interface InstalledAtStart {
  host: RuntimeHost;
  extensions: RuntimeExtensions;
  /** Lines for the server's log: what was installed, and what was refused and why. */
  notices: string[];
}

/**
 * Installs the extensions of `--extensions-dir` and `--extensions-config` (issue 38), once, at
 * start: adding or removing one takes a restart, never a rebuild. Null when neither is given.
 */
export async function installAtStart(options: {
  clientDir: string;
  extensionsDir: string | null;
  extensionsConfig: string | null;
  dataDir: string;
}): Promise<InstalledAtStart | null> {
  if (!options.extensionsDir && !options.extensionsConfig) return null;
  const host = readRuntimeHost(options.clientDir);
  const candidates = [
    ...(options.extensionsDir ? folderCandidates(options.extensionsDir) : []),
    ...(options.extensionsConfig
      ? await urlCandidates(configuredUrls(options.extensionsConfig), join(options.dataDir, 'extensions-cache'))
      : []),
  ];
  const extensions = await checkExtensions(candidates, host);
  const notices = [
    ...extensions.installed.map(
      ({ manifest, source }) => `run-time extension '${manifest.id}' ${manifest.version} installed from ${source}`,
    ),
    ...extensions.refused.map(({ source, reason }) => `run-time extension refused (${source}): ${reason}`),
  ];
  return { host, extensions, notices };
}

/** Serves the installed modules at their content-named addresses, cached for good. */
export function registerExtensionModules(app: FastifyInstance, { installed }: RuntimeExtensions): void {
  for (const extension of installed) {
    app.get(moduleUrl(extension.manifest), (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(extension.code),
    );
  }
}
