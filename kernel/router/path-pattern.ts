/**
 * Misskey's route path syntax (spec 000 section 2, spec 001 section 2): literal segments,
 * `:name`, optional `:name?`, a wildcard remainder `:name(*)` (optional `:name(*)?`), and a
 * parameter with a required prefix such as `@:acct`.
 */
export type PatternPart =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string; prefix: string; optional: boolean }
  | { kind: 'wildcard'; name: string; optional: boolean };

/** A parsed path pattern. */
export interface PathPattern {
  source: string;
  parts: readonly PatternPart[];
}

const PARAM = /^(?<prefix>[^:]*):(?<name>[A-Za-z_][\w]*)?(?<wild>\(\*\))?(?<optional>\?)?$/;

/** Parses a pattern; throws on a segment it cannot read. */
export function parsePattern(source: string): PathPattern {
  const parts: PatternPart[] = [];
  for (const segment of splitPath(source)) {
    if (!segment.includes(':')) {
      parts.push({ kind: 'literal', value: segment });
      continue;
    }
    const m = PARAM.exec(segment)?.groups;
    if (!m) throw new Error(`route path '${source}' has a segment it cannot read: '${segment}'`);
    const name = m.name ?? '';
    const optional = m.optional === '?';
    if (m.wild) {
      if (m.prefix) throw new Error(`route path '${source}': a wildcard cannot have a prefix`);
      parts.push({ kind: 'wildcard', name, optional });
    } else {
      if (!name) throw new Error(`route path '${source}': a parameter needs a name`);
      parts.push({ kind: 'param', name, prefix: m.prefix ?? '', optional });
    }
  }
  const wildcardAt = parts.findIndex((p) => p.kind === 'wildcard');
  if (wildcardAt !== -1 && wildcardAt !== parts.length - 1) {
    throw new Error(`route path '${source}': a wildcard must be the last segment`);
  }
  return { source, parts };
}

/** The non-empty segments of a path ('/a//b/' gives a, b). */
export function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** The outcome of matching a pattern against the start of a path. */
export interface PatternMatch {
  params: Record<string, string>;
  /** The segments left after the pattern (for child routes). */
  rest: string[];
}

/**
 * Matches a pattern against path segments (already decoded). With `prefixOnly`, segments may be
 * left over for children; otherwise all must be used.
 */
export function matchPattern(
  pattern: PathPattern,
  segments: readonly string[],
  prefixOnly = false,
): PatternMatch | null {
  const params: Record<string, string> = {};
  const walk = (p: number, s: number): string[] | null => {
    const part = pattern.parts[p];
    if (!part) return prefixOnly || s === segments.length ? segments.slice(s) : null;
    const segment = segments[s];
    switch (part.kind) {
      case 'literal':
        return segment === part.value ? walk(p + 1, s + 1) : null;
      case 'wildcard': {
        const rest = segments.slice(s);
        if (rest.length === 0 && !part.optional) return null;
        if (part.name && rest.length > 0) params[part.name] = rest.join('/');
        return [];
      }
      case 'param': {
        if (segment?.startsWith(part.prefix) && (segment as string).length > part.prefix.length) {
          params[part.name] = segment.slice(part.prefix.length);
          const consumed = walk(p + 1, s + 1);
          if (consumed) return consumed;
          delete params[part.name];
        }
        return part.optional ? walk(p + 1, s) : null;
      }
    }
  };
  const rest = walk(0, 0);
  return rest ? { params, rest } : null;
}

const RANK = { literal: 4, prefixed: 3, param: 2, optional: 1, wildcard: 0 } as const;

/**
 * How specific a pattern is, segment by segment (literal before prefixed parameter before
 * parameter before optional before wildcard); compare with `compareSpecificity`.
 */
export function specificity(pattern: PathPattern): number[] {
  return pattern.parts.map((part) => {
    if (part.kind === 'literal') return RANK.literal;
    if (part.kind === 'wildcard') return RANK.wildcard;
    if (part.optional) return RANK.optional;
    return part.prefix ? RANK.prefixed : RANK.param;
  });
}

/** Orders more specific first; equal ones keep their order (sorts are stable). */
export function compareSpecificity(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    // A missing segment ranks between a required and an optional one: '/a' before '/a/:x?'.
    const x = a[i] ?? 1.5;
    const y = b[i] ?? 1.5;
    if (x !== y) return y - x;
  }
  return 0;
}

/** Whether a pattern matches every path (the catch-all, the not-found page). */
export function isCatchAll(pattern: PathPattern): boolean {
  const only = pattern.parts[0];
  return pattern.parts.length === 1 && only?.kind === 'wildcard';
}
