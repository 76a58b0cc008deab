import type { entities } from 'misskey-js';

/** A page block as the editor holds it. */
export type EditableBlock = entities.Page['content'][number];

/** The kinds of block a page may have (Misskey's current ones). */
export const BLOCK_TYPES = ['text', 'section', 'image', 'note'] as const;

/** A new, empty block of a kind. */
export function newBlock(type: (typeof BLOCK_TYPES)[number]): EditableBlock {
  const id = crypto.randomUUID();
  switch (type) {
    case 'text':
      return { id, type, text: '' };
    case 'section':
      return { id, type, title: '', children: [] };
    case 'image':
      return { id, type, fileId: null };
    case 'note':
      return { id, type, detailed: false, note: null };
  }
}

/** The list with one block moved up (-1) or down (+1); out of range leaves it as it is. */
export function moveBlock<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

/** A note's id from what was typed: the id itself or a link to the note. */
export function noteIdOf(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const fromLink = /\/notes\/([a-zA-Z0-9]+)/.exec(trimmed);
  return fromLink?.[1] ?? trimmed;
}
