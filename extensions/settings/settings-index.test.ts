import { describe, expect, it } from 'vitest';
import { type IndexedSection, searchSections } from './settings-index';

const section = (path: string, label: string, words: string[] = []): IndexedSection => ({
  path,
  title: path,
  label,
  words,
  page: async () => ({ default: () => null }),
});
const sections = [
  section('profile', 'Profile', ['Display name', 'Bio', 'Avatar']),
  section('privacy', 'Privacy', ['Make follow requests needed']),
  section('theme', 'Appearance', ['Dark mode']),
];

describe('the settings search', () => {
  it('keeps every section for an empty query', () => {
    expect(searchSections(sections, '  ').map((r) => r.section.path)).toEqual(['profile', 'privacy', 'theme']);
  });

  it('finds sections by title and by the labels of their settings, ignoring case and accents', () => {
    expect(searchSections(sections, 'PRIV').map((r) => [r.section.path, r.matched])).toEqual([['privacy', null]]);
    expect(searchSections(sections, 'avatar').map((r) => [r.section.path, r.matched])).toEqual([['profile', 'Avatar']]);
    expect(searchSections(sections, 'dárk').map((r) => r.section.path)).toEqual(['theme']);
    expect(searchSections(sections, 'nothing like it')).toEqual([]);
  });
});
