import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { canVote, hideMedia, isClosed, shouldCollapse, showPollResults, showsTicker } from './note-rules';

const file = (n: number) => Array.from({ length: n }, () => ({}) as entities.DriveFile);
const poll = (extra: Partial<NonNullable<entities.Note['poll']>> = {}) =>
  ({
    multiple: false,
    expiresAt: null,
    choices: [
      { text: 'a', votes: 0, isVoted: false },
      { text: 'b', votes: 1, isVoted: false },
    ],
    ...extra,
  }) as NonNullable<entities.Note['poll']>;

// Spec 000 sections 4, 5 and 9.
describe('note rules', () => {
  it('collapses big effects, more than 9 lines, more than 500 characters, 5 or more files', () => {
    expect(shouldCollapse({ text: 'short', cw: null, files: [] })).toBe(false);
    expect(shouldCollapse({ text: '$[x2 big]', cw: null, files: [] })).toBe(true);
    expect(shouldCollapse({ text: '$[scale.x=2 big]', cw: null, files: [] })).toBe(true);
    expect(shouldCollapse({ text: Array(10).fill('l').join('\n'), cw: null, files: [] })).toBe(true);
    expect(shouldCollapse({ text: Array(9).fill('l').join('\n'), cw: null, files: [] })).toBe(false);
    expect(shouldCollapse({ text: 'x'.repeat(501), cw: null, files: [] })).toBe(true);
    expect(shouldCollapse({ text: 'x'.repeat(500), cw: null, files: [] })).toBe(false);
    expect(shouldCollapse({ text: '', cw: null, files: file(5) })).toBe(true);
    expect(shouldCollapse({ text: '', cw: null, files: file(4) })).toBe(false);
    expect(shouldCollapse({ text: '', cw: null, files: [] }, 4)).toBe(true);
    expect(shouldCollapse({ text: '$[x4 big]', cw: 'warning', files: [] })).toBe(false); // a CW hides it anyway
  });

  it("hides media for 'force', data saver, or a sensitive file unless 'ignore'", () => {
    expect(hideMedia({ isSensitive: false }, 'respect', false)).toBe(false);
    expect(hideMedia({ isSensitive: true }, 'respect', false)).toBe(true);
    expect(hideMedia({ isSensitive: true }, 'ignore', false)).toBe(false);
    expect(hideMedia({ isSensitive: false }, 'force', false)).toBe(true);
    expect(hideMedia({ isSensitive: false }, 'respect', true)).toBe(true);
  });

  it('shows poll results after voting, when read-only, closed, or toggled', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(showPollResults(poll(), { readOnly: false, now, toggled: false })).toBe(false);
    expect(showPollResults(poll(), { readOnly: true, now, toggled: false })).toBe(true);
    expect(showPollResults(poll(), { readOnly: false, now, toggled: true })).toBe(true);
    expect(
      showPollResults(poll({ choices: [{ text: 'a', votes: 1, isVoted: true }] }), {
        readOnly: false,
        now,
        toggled: false,
      }),
    ).toBe(true);
    const ended = poll({ expiresAt: '2025-12-31T23:59:59Z' });
    expect(isClosed(ended, now)).toBe(true);
    expect(showPollResults(ended, { readOnly: false, now, toggled: false })).toBe(true);
  });

  it('lets a single-choice poll be voted once, a multiple one per choice, a closed one not at all', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(canVote(poll(), now)).toBe(true);
    expect(
      canVote(
        poll({
          choices: [
            { text: 'a', votes: 1, isVoted: true },
            { text: 'b', votes: 0, isVoted: false },
          ],
        }),
        now,
      ),
    ).toBe(false);
    expect(
      canVote(
        poll({
          multiple: true,
          choices: [
            { text: 'a', votes: 1, isVoted: true },
            { text: 'b', votes: 0, isVoted: false },
          ],
        }),
        now,
      ),
    ).toBe(true);
    expect(canVote(poll({ expiresAt: '2025-01-01T00:00:00Z' }), now)).toBe(false);
  });

  it("shows the author's server as the instanceTicker preference says", () => {
    expect(showsTicker('none', 'remote.example')).toBe(false);
    expect(showsTicker('remote', 'remote.example')).toBe(true);
    expect(showsTicker('remote', null)).toBe(false);
    expect(showsTicker('always', null)).toBe(true);
  });
});
