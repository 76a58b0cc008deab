import type { I18nParams } from '@tessera/sdk';

/** A `{name, plural, one {…} other {…}}` block: the parameter, its cases, and where it ends. */
interface PluralBlock {
  name: string;
  cases: Map<string, string>;
  end: number;
}

/** The text between a `{` at `open` and its matching `}`, and the index after it; null if unbalanced. */
function balanced(template: string, open: number): { inner: string; end: number } | null {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === '{') depth++;
    else if (template[i] === '}' && --depth === 0) return { inner: template.slice(open + 1, i), end: i + 1 };
  }
  return null;
}

/** Reads a plural block starting at `open` (a `{`), or null when the braces there are something else. */
function readPlural(template: string, open: number): PluralBlock | null {
  const head = /^\{\s*(\w+)\s*,\s*plural\s*,/.exec(template.slice(open));
  if (!head) return null;
  const block = balanced(template, open);
  if (!block) return null;
  const cases = new Map<string, string>();
  let rest = block.inner.slice(head[0].length - 1);
  for (;;) {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!selector) break;
    const body = balanced(rest, selector[0].length - 1);
    if (!body) return null;
    cases.set(selector[1] as string, body.inner);
    rest = rest.slice(body.end);
  }
  return cases.has('other') ? { name: head[1] as string, cases, end: block.end } : null;
}

const rulesByLocale = new Map<string, { plural: Intl.PluralRules; number: Intl.NumberFormat }>();

/** The language's plural rules and number format, made once. */
function rulesOf(locale: string): { plural: Intl.PluralRules; number: Intl.NumberFormat } {
  const known = rulesByLocale.get(locale);
  if (known) return known;
  const rules = { plural: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) };
  rulesByLocale.set(locale, rules);
  return rules;
}

/**
 * Fills a message: `{name}` takes params.name, and `{count, plural, =0 {…} one {…} other {…}}`
 * picks the case for the number by the language's plural rules (Intl.PluralRules), with `#` in it
 * written as the number in the language's digits. Unknown placeholders stay as they are.
 */
export function formatMessage(template: string, params: I18nParams, locale: string): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    out += template.slice(i, open);
    const plural = readPlural(template, open);
    if (plural) {
      const value = Number(params[plural.name]);
      const rules = rulesOf(locale);
      const chosen =
        plural.cases.get(`=${value}`) ??
        plural.cases.get(rules.plural.select(value)) ??
        (plural.cases.get('other') as string);
      const number = Number.isFinite(value) ? rules.number.format(value) : String(params[plural.name]);
      out += formatMessage(chosen.replaceAll('#', number), params, locale);
      i = plural.end;
      continue;
    }
    const simple = /^\{(\w+)\}/.exec(template.slice(open));
    const value = simple ? params[simple[1] as string] : undefined;
    out += simple && value !== undefined ? String(value) : simple ? simple[0] : '{';
    i = open + (simple ? simple[0].length : 1);
  }
  return out + template.slice(i);
}

/** The plural categories a message's plural blocks use, per parameter (for checking translations). */
export function pluralCases(template: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (let open = template.indexOf('{'); open >= 0; open = template.indexOf('{', open + 1)) {
    const plural = readPlural(template, open);
    if (plural) found.set(plural.name, [...plural.cases.keys()].filter((c) => !c.startsWith('=')).sort());
  }
  return found;
}
