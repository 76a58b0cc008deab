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

/** Whether the index lists a section (one about a single thing, 'webhook/edit/:id', never is). */
export function isListed(section: SettingsSectionContribution): boolean {
  return !section.unlisted && !section.path.includes(':');
}

/**
 * The section an address under /settings shows, and the id its last part gives a section whose
 * path ends in ':id': 'webhook/edit/7' is 'webhook/edit/:id' with id 7. An exact path comes first.
 */
export function findSection<S extends SettingsSectionContribution>(
  sections: readonly S[],
  path: string,
): { section: S; id?: string } | null {
  const exact = sections.find((s) => s.path === path);
  if (exact) return { section: exact };
  const cut = path.lastIndexOf('/');
  if (cut < 0) return null;
  const withId = sections.find((s) => s.path === `${path.slice(0, cut)}/:id`);
  return withId ? { section: withId, id: path.slice(cut + 1) } : null;
}
