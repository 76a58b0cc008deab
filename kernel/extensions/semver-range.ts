/**
 * The part of semver ranges extensions use: exact versions, `^`, `~`, `>=`, `<`, `*` and `x`
 * wildcards, several comparators (all must hold) and alternatives with `||`. Small on purpose:
 * the `semver` package would cost the first view several kilobytes for this check.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  if (!v) return false;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => matches(v, comparator)),
  );
}

type Version = [number, number, number];

function parse(text: string): Version | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function matches(v: Version, comparator: string): boolean {
  if (comparator === '*' || comparator === 'x') return true;
  const m = /^(\^|~|>=|<=|>|<|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(comparator);
  if (!m) return false;
  const [, op = '=', major, minor, patch] = m;
  const wild = (part: string | undefined) => part === undefined || part === 'x' || part === '*';
  const base: Version = [Number(major), wild(minor) ? 0 : Number(minor), wild(patch) ? 0 : Number(patch)];
  if (wild(major)) return true;
  const next = (): Version =>
    wild(minor) ? [base[0] + 1, 0, 0] : wild(patch) ? [base[0], base[1] + 1, 0] : [base[0], base[1], base[2] + 1];
  switch (op) {
    case '^': {
      const upper: Version =
        base[0] > 0 ? [base[0] + 1, 0, 0] : base[1] > 0 || wild(patch) ? [0, base[1] + 1, 0] : [0, 0, base[2] + 1];
      return compare(v, base) >= 0 && compare(v, upper) < 0;
    }
    case '~':
      return compare(v, base) >= 0 && compare(v, wild(minor) ? [base[0] + 1, 0, 0] : [base[0], base[1] + 1, 0]) < 0;
    case '>=':
      return compare(v, base) >= 0;
    case '>':
      return compare(v, next()) >= 0;
    case '<':
      return compare(v, base) < 0;
    case '<=':
      return compare(v, next()) < 0;
    default:
      return compare(v, base) >= 0 && compare(v, next()) < 0;
  }
}
