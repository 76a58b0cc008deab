// Cat speech, as Misskey draws the notes of accounts marked as cats: a few sounds of Japanese,
// English and Korean become a cat's. Applied to MFM text nodes only, at render time.

/** A Korean syllable block's distance from 나 to 냐 (the same final consonant kept). */
const HANGUL_NA_TO_NYA = '냐'.charCodeAt(0) - '나'.charCodeAt(0);

type Rule = readonly [RegExp, (match: string) => string];

const RULES: readonly Rule[] = [
  // Japanese: な, ナ and half-width ﾅ become にゃ, ニャ, ﾆｬ.
  [/な/g, () => 'にゃ'],
  [/ナ/g, () => 'ニャ'],
  [/ﾅ/g, () => 'ﾆｬ'],
  // English: an "a" after "n" gains a "y" ("nap" → "nyap"); an upper-case A keeps its case.
  [/(?<=n)a/gi, (a) => (a === 'A' ? 'YA' : 'ya')],
  // "morning" → "mornyan", "everyone" → "everynyan"; all capitals stay capitals.
  [/(?<=morn)ing/gi, (ing) => (ing === 'ING' ? 'YAN' : 'yan')],
  [/(?<=every)one/gi, (one) => (one === 'ONE' ? 'NYAN' : 'nyan')],
  // Korean: the syllables 나 to 낳 become 냐 to 냫.
  [/[나-낳]/g, (na) => String.fromCharCode(na.charCodeAt(0) + HANGUL_NA_TO_NYA)],
  // A 다 closing a word or sentence gains 냥; a 야 closing one becomes 냥.
  [/다(?=[.!? ]|$)/gm, () => '다냥'],
  [/야(?=[? ]|$)/gm, () => '냥'],
];

/**
 * A text as a cat says it (Misskey's nyaize): な → にゃ, "na" → "nya", "morning" → "mornyan",
 * "everyone" → "everynyan", 나 → 냐, a closing 다 → 다냥 and 야 → 냥. Pure; for plain text only
 * (MFM's renderer applies it to text nodes, never to code, links, mentions or hashtags).
 */
export function nyaize(text: string): string {
  return RULES.reduce((said, [pattern, replace]) => said.replace(pattern, replace), text);
}

/**
 * Whether text holds nothing MFM would read as markup (no link, mention, hashtag, emoji code,
 * code, function, quote or search), so nyaizing it whole equals nyaizing its parsed text nodes.
 */
export function isPlainProse(text: string): boolean {
  return !/[\\$*_~`<>[\]()@#:/]|search|検索/i.test(text);
}
