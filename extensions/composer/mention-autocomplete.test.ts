import { describe, expect, it } from 'vitest';
import { completeMention, mentionAtCaret } from './mention-autocomplete';

// Spec 000 section 5: mention autocomplete accepts letters, digits, underscore, at sign and dot.
describe('mention autocomplete', () => {
  it('finds the mention being typed at the caret', () => {
    expect(mentionAtCaret('hi @al', 6)).toEqual({ start: 3, query: 'al' });
    expect(mentionAtCaret('@bob@example.com', 16)).toEqual({ start: 0, query: 'bob@example.com' });
    expect(mentionAtCaret('@a_b.c', 6)).toEqual({ start: 0, query: 'a_b.c' });
    expect(mentionAtCaret('hi @al there', 12)).toBeNull();
    expect(mentionAtCaret('mail me@host', 12)).toBeNull();
    expect(mentionAtCaret('hi @al-x', 8)).toBeNull();
  });

  it('replaces the typed part with the chosen acct and a space', () => {
    expect(completeMention('hi @al!', 3, 6, { username: 'alice', host: null })).toEqual({
      text: 'hi @alice !',
      caret: 10,
    });
    expect(completeMention('@b', 0, 2, { username: 'bob', host: 'remote.example' }).text).toBe('@bob@remote.example ');
  });
});
