import type { entities } from 'misskey-js';

/** A row of the emoji grid as it is edited: text fields as typed, flags as switched. */
export interface EmojiGridDraft {
  id: string;
  name: string;
  category: string;
  aliases: string;
  license: string;
  isSensitive: boolean;
  localOnly: boolean;
}

/** The columns a person edits, in the grid's order (arrow keys move along them). */
export const EDITABLE_COLUMNS = ['name', 'category', 'aliases', 'license', 'isSensitive', 'localOnly'] as const;

/** An emoji's row before any edit. */
export function draftOf(emoji: entities.EmojiDetailedAdmin): EmojiGridDraft {
  return {
    id: emoji.id,
    name: emoji.name,
    category: emoji.category ?? '',
    aliases: emoji.aliases.join(' '),
    license: emoji.license ?? '',
    isSensitive: emoji.isSensitive,
    localOnly: emoji.localOnly,
  };
}

/** Whether a row differs from the emoji as stored. */
export function isChanged(draft: EmojiGridDraft, emoji: entities.EmojiDetailedAdmin): boolean {
  const stored = draftOf(emoji);
  return EDITABLE_COLUMNS.some((column) =>
    column === 'aliases' ? splitAliases(draft.aliases).join(' ') !== stored.aliases : draft[column] !== stored[column],
  );
}

/** Why a row cannot be saved ('name' or null): Misskey's names are letters, digits and _. */
export function invalidColumn(draft: EmojiGridDraft): 'name' | null {
  return /^[a-zA-Z0-9_]+$/.test(draft.name) && draft.name.length <= 128 ? null : 'name';
}

/** Aliases as typed: separated by spaces. */
export const splitAliases = (text: string) => text.split(/\s+/).filter(Boolean);

/** What admin/emoji/update is sent for a changed row (by id, so a new name renames it). */
export function updateOf(draft: EmojiGridDraft) {
  return {
    id: draft.id,
    name: draft.name,
    category: draft.category.trim() || null,
    aliases: splitAliases(draft.aliases),
    license: draft.license.trim() || null,
    isSensitive: draft.isSensitive,
    localOnly: draft.localOnly,
  };
}

/** The name a picture's file suggests: without its extension, what a name cannot hold made _. */
export function nameFromFileName(fileName: string): string {
  return fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[^a-zA-Z0-9_]/g, '_')
    .slice(0, 128);
}
