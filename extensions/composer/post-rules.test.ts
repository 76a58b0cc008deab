import { describe, expect, it } from 'vitest';
import { DraftStore, draftKey, isEmptyDraft } from './drafts';
import {
  allowedVisibilities,
  appendHashtags,
  canSubmit,
  cwCounter,
  fileCounter,
  mentionedAccts,
  newPoll,
  pollPayload,
  type SubmitState,
  settleVisibility,
  textCounter,
  tomorrowMidnight,
  usesMovingEffects,
} from './post-rules';

const base: SubmitState = {
  text: '',
  useCw: false,
  cw: '',
  files: 0,
  poll: null,
  hasRenote: false,
  hasQuote: false,
  posting: false,
  frozen: false,
};

// Spec 000 section 5: submit rules.
describe('submit rules', () => {
  it('needs content: text, a file, a poll, a renote or a quote', () => {
    expect(canSubmit(base)).toBe(false);
    expect(canSubmit({ ...base, text: 'a' })).toBe(true);
    expect(canSubmit({ ...base, composing: 'か' })).toBe(true);
    expect(canSubmit({ ...base, files: 1 })).toBe(true);
    expect(canSubmit({ ...base, hasRenote: true })).toBe(true);
    expect(canSubmit({ ...base, hasQuote: true })).toBe(true);
    expect(canSubmit({ ...base, poll: { ...newPoll(), choices: ['a', 'b'] } })).toBe(true);
  });

  it('refuses while posting, frozen or a mock', () => {
    expect(canSubmit({ ...base, text: 'a', posting: true })).toBe(false);
    expect(canSubmit({ ...base, text: 'a', frozen: true })).toBe(false);
    expect(canSubmit({ ...base, text: 'a', mock: true })).toBe(false);
  });

  it("keeps to the server's maximum text length, counting emoji once", () => {
    expect(canSubmit({ ...base, text: 'x'.repeat(1000) })).toBe(true);
    expect(canSubmit({ ...base, text: 'x'.repeat(1001) })).toBe(false);
    expect(canSubmit({ ...base, text: 'x'.repeat(3000) }, 3000)).toBe(true);
    expect(canSubmit({ ...base, text: '😀'.repeat(1000) })).toBe(true);
  });

  it('needs a non-blank content warning of at most 100 characters when it is on', () => {
    expect(canSubmit({ ...base, text: 'a', useCw: true, cw: '  ' })).toBe(false);
    expect(canSubmit({ ...base, text: 'a', useCw: true, cw: 'c'.repeat(100) })).toBe(true);
    expect(canSubmit({ ...base, text: 'a', useCw: true, cw: 'c'.repeat(101) })).toBe(false);
  });

  it('allows at most 16 files and needs two poll choices', () => {
    expect(canSubmit({ ...base, files: 16 })).toBe(true);
    expect(canSubmit({ ...base, files: 17 })).toBe(false);
    expect(canSubmit({ ...base, text: 'a', poll: { ...newPoll(), choices: ['only', ''] } })).toBe(false);
  });
});

describe('counters', () => {
  it('shows the text counter under 100 remaining, warning over 90 %, error over the maximum', () => {
    expect(textCounter('x'.repeat(900)).level).toBe('hidden');
    expect(textCounter('x'.repeat(901))).toEqual({ remaining: 99, level: 'warning' });
    expect(textCounter('x'.repeat(420), 500)).toEqual({ remaining: 80, level: 'normal' });
    expect(textCounter('x'.repeat(451), 500).level).toBe('warning');
    expect(textCounter('x'.repeat(1001))).toEqual({ remaining: -1, level: 'error' });
  });

  it('shows the CW counter under 20 remaining and the file count as n/16', () => {
    expect(cwCounter('c'.repeat(80)).level).toBe('hidden');
    expect(cwCounter('c'.repeat(81))).toEqual({ remaining: 19, level: 'normal' });
    expect(cwCounter('c'.repeat(101)).level).toBe('error');
    expect(fileCounter(3)).toEqual({ text: '3/16', level: 'normal' });
    expect(fileCounter(17).level).toBe('warning');
  });
});

// Spec 000 section 4: visibility rules.
describe('visibility rules', () => {
  it('follows the note replied to, channels and silencing', () => {
    expect(allowedVisibilities({})).toEqual(['public', 'home', 'followers', 'specified']);
    expect(allowedVisibilities({ reply: { visibility: 'home' } })).toEqual(['home', 'followers', 'specified']);
    expect(allowedVisibilities({ reply: { visibility: 'followers' } })).toEqual(['followers', 'specified']);
    expect(allowedVisibilities({ reply: { visibility: 'specified' } })).toEqual(['specified']);
    expect(allowedVisibilities({ channel: true })).toEqual(['public']);
    expect(allowedVisibilities({ silenced: true })).toEqual(['home', 'followers', 'specified']);
    expect(settleVisibility('public', ['followers', 'specified'])).toBe('followers');
    expect(settleVisibility('specified', ['followers', 'specified'])).toBe('specified');
  });
});

describe('composer helpers', () => {
  it('appends hashtags to the last line, with # added and each once', () => {
    expect(appendHashtags('hello', 'garden #plants')).toBe('hello #garden #plants');
    expect(appendHashtags('hello #garden\n', 'garden')).toBe('hello #garden\n');
    expect(appendHashtags('', 'a a')).toBe('#a');
  });

  it('turns the poll editor into the payload', () => {
    const poll = { ...newPoll(), choices: ['a', '', 'b'] };
    expect(pollPayload(poll)).toEqual({ choices: ['a', 'b'], multiple: false, expiresAt: null, expiredAfter: null });
    expect(pollPayload({ ...poll, expiration: 'after', after: 2, unit: 'hour' }).expiredAfter).toBe(7_200_000);
    expect(pollPayload({ ...poll, expiration: 'after', after: 0, unit: 'second' }).expiredAfter).toBe(1000);
    expect(tomorrowMidnight(new Date(2026, 0, 31, 15, 0))).toBe('2026-02-01T00:00');
  });

  it('finds moving effects and mentions', () => {
    expect(usesMovingEffects('$[x2 big]')).toBe(true);
    expect(usesMovingEffects('$[position.x=2 hi]')).toBe(true);
    expect(usesMovingEffects('$[sparkle hi]')).toBe(false);
    expect(mentionedAccts('`@carol` in code is no mention')).toEqual([]);
    expect(mentionedAccts('hi @alice and @bob@remote.example, mail a@b.c')).toEqual([
      { username: 'alice', host: null },
      { username: 'bob', host: 'remote.example' },
    ]);
  });

  it('keeps drafts per context and drops them on request', () => {
    const values = new Map<string, unknown>();
    const store = new DraftStore({ get: (k) => values.get(k) as never, set: (k, v) => void values.set(k, v) });
    const data = {
      text: 'hello',
      useCw: false,
      cw: '',
      visibility: 'public' as const,
      localOnly: false,
      files: [],
      poll: null,
      visibleUserIds: [],
      quoteId: null,
      reactionAcceptance: null,
    };
    expect(draftKey({ replyId: 'r1' })).toBe('reply:r1');
    expect(draftKey({ channelId: 'c1', renoteId: 'n1', replyId: 'r1' })).toBe('channel:c1:renote:n1');
    expect(draftKey({})).toBe('note:new');
    store.save('reply:r1', data, new Date('2026-01-01T00:00:00Z'));
    expect(store.get('reply:r1')).toEqual({ updatedAt: '2026-01-01T00:00:00.000Z', data });
    expect(store.get('note:new')).toBeNull();
    store.remove('reply:r1');
    expect(store.get('reply:r1')).toBeNull();
    expect(isEmptyDraft({ ...data, text: ' ' })).toBe(true);
    store.rememberHashtags(['#a', 'b']);
    store.rememberHashtags(['a']);
    expect(store.hashtagHistory()).toEqual(['a', 'b']);
  });
});
