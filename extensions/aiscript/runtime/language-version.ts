/**
 * Which AiScript a script runs on, from its `/// @ x.y.z` annotation and from who runs it, as
 * Misskey's client decides: AiScript 0.19 (`aiscript-legacy`) or the current 1.x. Many real 0.x
 * scripts do not parse under 1.x, so each generation gets its own interpreter.
 */
export type LanguageGeneration = 'legacy' | 'current';

/**
 * Who runs a script, which decides what its annotation means:
 * - `plugin`: an annotation of 0.12.0 or later is required (spec 001 section 9); 0.x runs on 0.19;
 * - `play`: a Play with no annotation, or one below 1.0.0, runs on 0.19 (Plays were written
 *   before annotations existed), as Misskey's Play page does;
 * - `own`: the scratchpad and the widgets, where Misskey runs any code on the current AiScript;
 *   a script annotated 0.x still gets the 0.19 it asks for.
 */
export type ScriptKind = 'plugin' | 'play' | 'own';

const ANNOTATION = /^\s*\/\/\/\s*@\s*([A-Z0-9_.-]+)(?:[\r\n][\s\S]*)?$/i;

/** A version as Misskey's comparison reads it: numbers, and whether it is a pre-release of them. */
const VERSION = /^v?(\d+)(?:\.(\d+)(?:\.(\d+)(?:\.\d+)?(-[\da-z-]+(?:\.[\da-z-]+)*)?)?)?$/i;

/** The annotated version, or null when the script has none. */
export function languageVersion(source: string): string | null {
  return ANNOTATION.exec(source)?.[1] ?? null;
}

/** Whether a version is below major.minor.0; null when it is not a version at all. */
function isBelow(version: string, major: number, minor: number): boolean | null {
  const match = VERSION.exec(version);
  if (!match) return null;
  const parts = [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
  const wanted = [major, minor, 0];
  for (let i = 0; i < 3; i++) {
    if (parts[i] !== wanted[i]) return (parts[i] ?? 0) < (wanted[i] ?? 0);
  }
  return match[4] !== undefined; // 1.0.0-beta comes before 1.0.0
}

/** Whether a plugin may say this version (0.12.0 or later, as Misskey checks before installing). */
export function isSupportedPluginVersion(version: string): boolean {
  return isBelow(version, 0, 12) === false;
}

/**
 * The interpreter for a script of this kind with this annotation (null: none). Misskey runs a
 * version it cannot read on the current AiScript.
 */
export function interpreterFor(kind: ScriptKind, version: string | null): LanguageGeneration {
  if (version === null) return kind === 'play' ? 'legacy' : 'current';
  return isBelow(version, 1, 0) === true ? 'legacy' : 'current';
}
