import { describe, expect, it } from 'vitest';
import { findSection, type IndexedSection, isListed, searchSections } from './settings-index';

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

describe('finding the section of an address', () => {
  const all = [section('webhooks', 'Webhooks'), section('webhook/new', 'New'), section('webhook/edit/:id', 'Edit')];

  it('takes an exact path first, then a path ending in :id with the id from the address', () => {
    expect(findSection(all, 'webhook/new')?.section.path).toBe('webhook/new');
    expect(findSection(all, 'webhook/edit/9abc')).toEqual({ section: all[2], id: '9abc' });
    expect(findSection(all, 'webhook/edit')).toBeNull();
    expect(findSection(all, 'nothing/here')).toBeNull();
  });

  it('lists neither unlisted sections nor those about one thing', () => {
    expect(all.filter(isListed).map((s) => s.path)).toEqual(['webhooks', 'webhook/new']);
    expect(isListed({ ...section('theme/install', 'Install'), unlisted: true })).toBe(false);
  });
});
