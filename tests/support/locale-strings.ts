import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A language's strings as the build namespaces them ('timeline.source.home'), read from the
 * locale files, so a test finds controls by the names that language gives them. A key the
 * language lacks throws: a test never passes on an English fallback by accident.
 */
export function stringsOf(lang: string): (key: string) => string {
  const read = (path: string) =>
    existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
  const table: Record<string, string> = { ...read(join(root, 'kernel', 'locales', `${lang}.json`)) };
  for (const id of readdirSync(join(root, 'extensions'))) {
    for (const [key, value] of Object.entries(read(join(root, 'extensions', id, 'locales', `${lang}.json`))))
      table[`${id}.${key}`] = value;
  }
  return (key) => {
    const value = table[key];
    if (value === undefined) throw new Error(`${lang} has no string '${key}'`);
    return value;
  };
}

/**
 * Chooses a language in Settings > Preferences, whose labels are English until then, and takes
 * the offered reload: the page comes back in that language.
 */
export async function chooseLanguage(page: Page, baseUrl: string, lang: string): Promise<void> {
  await page.goto(`${baseUrl}/settings/preferences`);
  const preferences = page.getByRole('main').getByRole('region', { name: 'Preferences' });
  await preferences.getByRole('combobox', { name: 'Language' }).selectOption(lang);
  await page.getByRole('dialog').getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction((chosen) => document.documentElement.lang === chosen, lang);
}
