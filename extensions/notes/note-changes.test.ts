import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { applyNoteChange, type NoteChange, storedReaction } from './note-changes';

const base = {
  id: 'n1',
  reactions: { '🎉': 1 },
  reactionCount: 1,
  reactionEmojis: {},
  myReaction: null,
  poll: { multiple: false, expiresAt: null, choices: [{ text: 'a', votes: 0, isVoted: false }] },
} as unknown as entities.Note;

const reacted = (reaction: string, userId: string, emoji: unknown = null): NoteChange =>
  ({ id: 'n1', type: 'reacted', body: { reaction, userId, emoji } }) as NoteChange;
const unreacted = (reaction: string, userId: string): NoteChange => ({
  id: 'n1',
  type: 'unreacted',
  body: { reaction, userId },
});

describe('a note after changes', () => {
  it('counts the viewer’s reaction once whether the answer or the stream tells it first', () => {
    const once = applyNoteChange(base, reacted('🎉', 'me'), 'me');
    expect(applyNoteChange(once, reacted('🎉', 'me'), 'me')).toBe(once);
    expect(once).toMatchObject({ reactions: { '🎉': 2 }, reactionCount: 2, myReaction: '🎉' });
    const back = applyNoteChange(once, unreacted('🎉', 'me'), 'me');
    expect(back).toMatchObject({ reactions: { '🎉': 1 }, reactionCount: 1, myReaction: null });
    expect(applyNoteChange(back, unreacted('🎉', 'me'), 'me')).toBe(back);
  });

  it('counts every reaction of other people', () => {
    const twice = applyNoteChange(applyNoteChange(base, reacted('🎉', 'x'), 'me'), reacted('🎉', 'y'), 'me');
    expect(twice.reactions).toEqual({ '🎉': 3 });
    expect(twice.myReaction).toBeNull();
  });

  it('keeps a custom emoji’s address from the stream’s { name, url }', () => {
    const next = applyNoteChange(
      base,
      reacted(':blob@x.test:', 'x', { name: 'blob@x.test', url: 'https://x.test/b.png' }),
      'me',
    );
    expect(next.reactionEmojis).toEqual({ 'blob@x.test': 'https://x.test/b.png' });
  });

  it('counts the viewer’s vote once', () => {
    const vote: NoteChange = { id: 'n1', type: 'pollVoted', body: { choice: 0, userId: 'me' } };
    const voted = applyNoteChange(base, vote, 'me');
    expect(voted.poll?.choices[0]).toEqual({ text: 'a', votes: 1, isVoted: true });
    expect(applyNoteChange(voted, vote, 'me')).toBe(voted);
  });
});

describe('the key a sent reaction is stored under', () => {
  it('follows Misskey: variation selectors dropped unless joined, local custom emoji with @.', () => {
    expect(storedReaction('\u2764\uFE0F')).toBe('\u2764');
    expect(storedReaction('🏳️‍🌈')).toBe('🏳️‍🌈');
    expect(storedReaction(':blob:')).toBe(':blob@.:');
    expect(storedReaction(':blob@.:')).toBe(':blob@.:');
    expect(storedReaction(':blob@x.test:')).toBeNull();
  });
});
