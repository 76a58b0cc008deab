import type { SettingsGroup, SettingsSectionContribution } from '@tessera/sdk';

/** The index's groups in Misskey's order. */
export const GROUPS: readonly SettingsGroup[] = ['basic', 'client', 'other'];

/** A section as the index shows it: its title and search words in the reader's language. */
export interface IndexedSection extends SettingsSectionContribution {
  label: string;
  words: readonly string[];
}

/**
 * The sections the search keeps, each with the word that matched when it was not the title:
 * a match in the title or in a setting's label, ignoring case and accents.
 */
export function searchSections(
  sections: readonly IndexedSection[],
  query: string,
): { section: IndexedSection; matched: string | null }[] {
  const q = fold(query.trim());
  if (!q) return sections.map((section) => ({ section, matched: null }));
  return sections.flatMap((section): { section: IndexedSection; matched: string | null }[] => {
    if (fold(section.label).includes(q)) return [{ section, matched: null }];
    const word = section.words.find((w) => fold(w).includes(q));
    return word ? [{ section, matched: word }] : [];
  });
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
