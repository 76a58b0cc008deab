import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pluralCases } from '../../kernel/i18n/message-format';
import { selectExtensions } from '../../scripts/extensions-plugin';
import { OFFERED_LOCALES } from '../../scripts/locales-plugin';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Every folder with strings: the kernel, the extensions and the examples (which ship theirs the same way). */
const folders = [
  'kernel',
  ...selectExtensions(root, {}),
  ...selectExtensions(root, { TESSERA_EXTENSIONS: 'examples/*,examples/outside-built/*' }),
].filter((folder) => existsSync(join(root, folder, 'locales', 'en-US.json')));
const readStrings = (folder: string, lang: string): Record<string, string> | null => {
  const path = join(root, folder, 'locales', `${lang}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : null;
};

/**
 * Languages not yet written. The list may only shrink: a language leaves it once every string
 * of it is there, and the checks below then hold for it.
 */
const NOT_YET_TRANSLATED = new Set<string>([]);

/**
 * Values that read the same in every language: names of products and formats, units, and
 * strings that are only placeholders, numbers and signs. Anything else equal to its English is
 * taken for a string someone forgot to translate.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'AiScript',
  'Bot',
  'CPU',
  'CSS',
  'Deck',
  'DeepL',
  'DeepL Pro',
  'Fluent Emoji',
  'Hello, world!',
  'I ❤ #Misskey',
  'LibreTranslate',
  'MD5',
  'MFM',
  'Misskey',
  'Node.js',
  'OK',
  'Play',
  'RSS',
  'Tessera',
  'Twemoji',
  'URL',
  'Webhook',
]);
/**
 * Words a language takes over from English as they are (Indonesian's "Email", "Folder", "Video";
 * Turkish's "Disk"), by language: reviewed once, so a new string left in English still fails.
 */
const SAME_IN_LANGUAGE = JSON.parse(
  readFileSync(join(root, 'tests/architecture/same-as-english.json'), 'utf8'),
) as Record<string, string[]>;
const withoutWords = (value: string) =>
  value
    .replace(/\{[^{}]*\}/g, '')
    .replace(/[\d\s.,:;·×/%()!?+\-–—…#@*]/g, '')
    .trim();
const sameAsEnglishAllowed = (lang: string, value: string) =>
  SAME_IN_EVERY_LANGUAGE.has(value.trim()) ||
  withoutWords(value) === '' ||
  (SAME_IN_LANGUAGE[lang] ?? []).includes(value);

/** The simple `{name}` placeholders of a message, plural blocks' parameters among them. */
function placeholders(value: string): string[] {
  // A brace after a plural case's selector (' one {…}') opens the case's text, not a placeholder;
  // after a word that merely ends so ('Opzione {number}') it is one.
  const names = new Set(
    [...value.matchAll(/(?<![\s,}](?:zero|one|two|few|many|other|=\d+)\s*)\{\s*(\w+)\s*[,}]/g)].map(
      (m) => m[1] as string,
    ),
  );
  return [...names].sort();
}

/**
 * The plural forms a language's messages need: those whole numbers fall in (French's 'many' needs
 * a million, so it is not asked for), and always 'other', which a plural block must have (Russian
 * keeps it for fractions).
 */
function integerCategories(lang: string): string[] {
  const rules = new Intl.PluralRules(lang);
  const found = new Set<string>(['other']);
  for (let n = 0; n <= 10_000; n++) found.add(rules.select(n));
  return [...found].sort();
}

/**
 * Languages whose nouns do not change after a number ('5 not', Turkish): a plain string with the
 * number's placeholder reads right for every count, so no plural block is asked for.
 */
const NOUN_STAYS_AFTER_NUMBERS = new Set(['tr-TR']);

const languages = OFFERED_LOCALES.filter((lang) => lang !== 'en-US' && !NOT_YET_TRANSLATED.has(lang));

describe('translations (issue 37)', () => {
  it('keeps the list of languages not yet written honest: none of them has strings yet', () => {
    for (const lang of NOT_YET_TRANSLATED) {
      expect(OFFERED_LOCALES, lang).toContain(lang);
      expect(readStrings('kernel', lang), `${lang} has strings: take it off NOT_YET_TRANSLATED`).toBeNull();
    }
  });

  for (const lang of languages) {
    describe(lang, () => {
      const categories = integerCategories(lang);

      it('has every key of en-US, and no other, in every folder', () => {
        for (const folder of folders) {
          const english = readStrings(folder, 'en-US') ?? {};
          const translated = readStrings(folder, lang);
          expect(translated, `${folder}/locales/${lang}.json is missing`).not.toBeNull();
          expect(Object.keys(translated ?? {}).sort(), `${folder} ${lang}`).toEqual(Object.keys(english).sort());
          for (const [key, value] of Object.entries(translated ?? {}))
            expect(value.trim(), `${folder} ${lang} ${key} is empty`).not.toBe('');
        }
      });

      it('keeps the placeholders of en-US, and writes plurals with the language’s own forms', () => {
        for (const folder of folders) {
          const english = readStrings(folder, 'en-US') ?? {};
          const translated = readStrings(folder, lang) ?? {};
          for (const [key, source] of Object.entries(english)) {
            const value = translated[key];
            if (value === undefined) continue;
            const where = `${folder} ${lang} ${key}: ${value}`;
            expect(placeholders(value), where).toEqual(placeholders(source));
            for (const [name, cases] of pluralCases(value)) {
              expect(cases, `${where} (plural of ${name})`).toEqual(categories);
            }
            if (categories.length > 1 && !NOUN_STAYS_AFTER_NUMBERS.has(lang)) {
              for (const name of pluralCases(source).keys()) {
                expect(pluralCases(value).has(name), `${where} needs a plural block for ${name}`).toBe(true);
              }
            }
          }
        }
      });

      it('translates every string that is not a name or a unit', () => {
        const untranslated: string[] = [];
        for (const folder of folders) {
          const english = readStrings(folder, 'en-US') ?? {};
          const translated = readStrings(folder, lang) ?? {};
          for (const [key, source] of Object.entries(english)) {
            if (translated[key] === source && !sameAsEnglishAllowed(lang, source))
              untranslated.push(`${folder} ${key}: ${source}`);
          }
        }
        expect(untranslated).toEqual([]);
      });
    });
  }
});
