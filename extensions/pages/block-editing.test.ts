import { describe, expect, it } from 'vitest';
import { moveBlock, newBlock, noteIdOf } from './block-editing';

describe('the page block editor', () => {
  it('makes empty blocks of each kind', () => {
    expect(newBlock('text')).toMatchObject({ type: 'text', text: '' });
    expect(newBlock('section')).toMatchObject({ type: 'section', title: '', children: [] });
    expect(newBlock('image')).toMatchObject({ type: 'image', fileId: null });
    expect(newBlock('note')).toMatchObject({ type: 'note', note: null, detailed: false });
  });

  it('moves blocks within bounds', () => {
    expect(moveBlock(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  });

  it('takes a note by id or by its link', () => {
    expect(noteIdOf('https://example.test/notes/abc123')).toBe('abc123');
    expect(noteIdOf(' abc123 ')).toBe('abc123');
    expect(noteIdOf('')).toBeNull();
  });
});
