import type { AiScriptLib } from './aiscript-lib';
import { isSupportedPluginVersion, languageVersion } from './language-version';
import type { ScriptMeta, ScriptProblem } from './protocol';

/** The line and column of a syntax error, as either interpreter generation reports it. */
export function errorPosition(error: unknown): { line?: number; column?: number } {
  if (typeof error !== 'object' || error === null) return {};
  const { pos, info, message } = error as { pos?: unknown; info?: unknown; message?: unknown };
  const at = (p: unknown) =>
    typeof p === 'object' && p !== null && typeof (p as { line?: unknown }).line === 'number'
      ? { line: (p as { line: number }).line, column: (p as { column?: number }).column }
      : null;
  const start =
    typeof info === 'object' && info !== null ? (info as { location?: { start?: unknown } }).location?.start : null;
  const found = at(pos) ?? at(start);
  if (found) return found;
  const inMessage = /Line (\d+)(?::|, Column )(\d+)/.exec(typeof message === 'string' ? message : '');
  return inMessage ? { line: Number(inMessage[1]), column: Number(inMessage[2]) } : {};
}

/** Parses a script, or says where it fails (spec 001 section 8's 'Aiscript syntax error'). */
export function parseScript(lib: AiScriptLib, source: string): { ast: unknown[] } | { problem: ScriptProblem } {
  try {
    return { ast: lib.Parser.parse(source) };
  } catch (error) {
    // The place is given apart, so the message loses its own "(Line 3:8)".
    const detail = (error instanceof Error ? error.message : String(error)).replace(/\s*\(Line [^)]*\)\s*$/, '');
    return { problem: { code: 'syntax', message: detail, ...errorPosition(error) } };
  }
}

/** Whether a plugin can be installed and run at all: it says a supported language version. */
export function checkVersion(source: string): ScriptProblem | null {
  if (!source.trim()) return { code: 'codeRequired', message: 'code is required' };
  const version = languageVersion(source);
  if (version === null) return { code: 'noVersion', message: 'No language version annotation found' };
  if (!isSupportedPluginVersion(version)) {
    return { code: 'unsupportedVersion', message: `Aiscript version '${version}' is not supported` };
  }
  return null;
}

/**
 * A plugin's metadata block (`### { name: …, version: …, author: … }`), checked as Misskey checks
 * it before installing: spec 001 sections 5 and 8. Real plugins also write `config: null`, an
 * `id` and commas between fields; those are read as they are.
 */
export function readPluginMeta(lib: AiScriptLib, ast: unknown[]): ScriptMeta | ScriptProblem {
  const blocks = lib.Interpreter.collectMetadata(ast);
  if (!blocks) return { code: 'noMetaBlock', message: 'Meta block not found' };
  const meta = blocks.get(null);
  if (typeof meta !== 'object' || meta === null) return { code: 'noMetadata', message: 'Metadata not found' };
  const { name, version, author, description, permissions, config } = meta as Record<string, unknown>;
  if (name == null || version == null || author == null) {
    return { code: 'missingProperty', message: 'Required property not found' };
  }
  return {
    name: String(name),
    version: String(version),
    author: String(author),
    ...(typeof description === 'string' ? { description } : {}),
    ...(Array.isArray(permissions) ? { permissions: permissions.filter((p) => typeof p === 'string') } : {}),
    ...(typeof config === 'object' && config !== null ? { config: config as ScriptMeta['config'] } : {}),
  };
}
