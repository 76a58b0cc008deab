/**
 * Which AiScript a script is written for, from its `/// @ x.y.z` annotation (spec 001 section 9:
 * 0.12.0 or later). Misskey runs 0.x scripts on AiScript 0.19 and 1.x scripts on AiScript 1.x;
 * many real 0.x plugins do not parse under 1.x, so each generation gets its own interpreter.
 */
export type LanguageGeneration = 'legacy' | 'current';

const ANNOTATION = /^\s*\/\/\/\s*@\s*([A-Z0-9_.-]+)(?:[\r\n][\s\S]*)?$/i;

/** The annotated version, or null when the script has none. */
export function languageVersion(source: string): string | null {
  return ANNOTATION.exec(source)?.[1] ?? null;
}

/** The interpreter generation for a version, or null for one older than 0.12.0 or unreadable. */
export function languageGeneration(version: string): LanguageGeneration | null {
  const match = /^(\d+)\.(\d+)(?:\.(\d+))?/.exec(version);
  if (!match) return null;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  if (major === 0) return minor >= 12 ? 'legacy' : null;
  return 'current';
}
