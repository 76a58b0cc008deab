import type { I18n, TesseraHost } from '@tessera/sdk';
import type { InstalledPlugin } from '../api';
import type { ScriptMeta, ScriptProblem } from '../runtime/protocol';
import { ScriptSession } from '../script-session';
import { pluginToken, setPluginToken } from './plugin-tokens';
import { requestPluginToken } from './request-plugin-token';

/** Why a plugin was not installed: spec 001 section 8's plugin errors (syntax errors with their place). */
export class PluginInstallError extends Error {
  constructor(
    message: string,
    readonly problem: ScriptProblem | null = null,
  ) {
    super(message);
  }
}

/** Reads a plugin's metadata, or throws the error that stops its installation. */
export async function readPlugin(source: string): Promise<ScriptMeta> {
  const { meta, problem } = await ScriptSession.inspect(source);
  if (problem || !meta) throw new PluginInstallError(problem?.message ?? 'Metadata not found', problem);
  return meta;
}

/**
 * Installs a plugin from its code (spec 001 sections 3, 5 and 6): checks it, refuses a name
 * already installed, asks the person for a token with the permissions it declares (named after
 * the plugin), and adds it, switched on, to the `plugins` preference. Cancelling the token
 * request installs nothing. All or nothing: the plugin is stored with its token, in the same task
 * as the token arrives, and a page left before that has its token revoked on the next visit
 * (request-plugin-token.ts).
 */
export async function installPlugin(host: TesseraHost, source: string): Promise<InstalledPlugin | null> {
  const meta = await readPlugin(source);
  if (host.preferences.get('plugins').some((p) => p.name === meta.name)) {
    throw new PluginInstallError('Plugin already installed');
  }
  const permissions = meta.permissions ?? [];
  const plugin: InstalledPlugin = {
    installId: crypto.randomUUID(),
    name: meta.name,
    version: meta.version,
    author: meta.author,
    ...(meta.description !== undefined ? { description: meta.description } : {}),
    permissions,
    ...(meta.config !== undefined ? { config: meta.config } : {}),
    configData: {},
    active: true,
    src: source,
  };
  const store = () => host.preferences.set('plugins', [...host.preferences.get('plugins'), plugin]);
  const account = host.accounts.current.get();
  if (!account || permissions.length === 0 || !host.commands.has('auth.requestToken')) {
    store();
    return plugin;
  }
  const token = await requestPluginToken(host, account.id, { ...plugin, permissions }, store);
  return token === null ? null : plugin;
}

/** Removes a plugin and revokes its token (i/revoke-token), as Misskey does. */
export async function uninstallPlugin(host: TesseraHost, plugin: InstalledPlugin): Promise<void> {
  host.preferences.set(
    'plugins',
    host.preferences.get('plugins').filter((p) => p.installId !== plugin.installId),
  );
  const account = host.accounts.current.get();
  const token = account ? pluginToken(host.preferences, account.id, plugin.installId) : null;
  if (account && token) {
    await host.apiWithDialog('i/revoke-token', { token });
    setPluginToken(host.preferences, account.id, plugin.installId, null);
  }
}

/** Changes one plugin's record (active, configData) in the preference. */
export function updatePlugin(host: TesseraHost, installId: string, change: Partial<InstalledPlugin>): void {
  host.preferences.set(
    'plugins',
    host.preferences.get('plugins').map((p) => (p.installId === installId ? { ...p, ...change } : p)),
  );
}

/** An install error in the person's words, with the place of a syntax error. */
export function describeInstallError(i18n: I18n, error: unknown): string {
  const t = (key: string, params?: Record<string, string>) => i18n.t(`aiscript.${key}`, params);
  if (!(error instanceof PluginInstallError)) return error instanceof Error ? error.message : String(error);
  const problem = error.problem;
  if (!problem) return t('plugins.error.alreadyInstalled');
  const words = t(`plugins.error.${problem.code}`);
  if (problem.code === 'syntax' && problem.line !== undefined) {
    return `${words} ${t('plugins.error.at', { line: String(problem.line), column: String(problem.column ?? 1) })} ${problem.message}`;
  }
  return problem.code === 'unsupportedVersion' || problem.code === 'syntax' ? `${words} ${problem.message}` : words;
}
