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

const pluralRulesByLocale = new Map<string, Intl.PluralRules>();
const numberFormatByLocale = new Map<string, Intl.NumberFormat>();

/** The cache's value for the locale, made on the first call. */
function perLocale<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  const known = cache.get(locale);
  if (known !== undefined) return known;
  const made = make();
  cache.set(locale, made);
  return made;
}

/** The language's plural rules, made once (cheap: no number-format data is loaded). */
const pluralRulesOf = (locale: string) => perLocale(pluralRulesByLocale, locale, () => new Intl.PluralRules(locale));

/**
 * The language's number format, made once and only for a `#` to fill: the first number format a
 * page makes loads the browser's formatting data, tens of milliseconds on a slow device, which a
 * message that only picks a case should not cost.
 */
const numberFormatOf = (locale: string) => perLocale(numberFormatByLocale, locale, () => new Intl.NumberFormat(locale));

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
      const chosen =
        plural.cases.get(`=${value}`) ??
        plural.cases.get(pluralRulesOf(locale).select(value)) ??
        (plural.cases.get('other') as string);
      const number = !chosen.includes('#')
        ? ''
        : Number.isFinite(value)
          ? numberFormatOf(locale).format(value)
          : String(params[plural.name]);
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
