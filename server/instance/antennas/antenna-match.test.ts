import { describe, expect, it } from 'vitest';
import { type AntennaCandidate, type AntennaRule, antennaMatches } from './antenna-match';

const rule = (over: Partial<AntennaRule> = {}): AntennaRule => ({
  src: 'all',
  keywords: [],
  excludeKeywords: [],
  users: [],
  caseSensitive: false,
  localOnly: false,
  excludeBots: false,
  withReplies: false,
  withFile: false,
  ...over,
});

const note = (over: Partial<AntennaCandidate> = {}): AntennaCandidate => ({
  text: 'Fresh bread at the Market today',
  cw: null,
  visibility: 'public',
  hasReply: false,
  fileCount: 0,
  author: { username: 'Baker', host: null, isBot: false },
  ownerFollowsAuthor: false,
  authorOnList: false,
  ...over,
});

describe('antenna matching', () => {
  it('matches any keyword line whose words all appear, ignoring case unless asked', () => {
    expect(antennaMatches(rule({ keywords: [['bread', 'market']] }), note())).toBe(true);
    expect(antennaMatches(rule({ keywords: [['bread', 'cake']] }), note())).toBe(false);
    expect(antennaMatches(rule({ keywords: [['bread', 'cake'], ['today']] }), note())).toBe(true);
    expect(antennaMatches(rule({ keywords: [['market']], caseSensitive: true }), note())).toBe(false);
    expect(antennaMatches(rule({ keywords: [['Market']], caseSensitive: true }), note())).toBe(true);
    // Empty words and lines, as a form leaves them, do not count.
    expect(antennaMatches(rule({ keywords: [[''], []] }), note({ text: 'anything' }))).toBe(true);
  });

  it('reads the CW too, and skips notes without text when keywords are set', () => {
    expect(antennaMatches(rule({ keywords: [['spoiler']] }), note({ text: 'hidden', cw: 'Spoiler ahead' }))).toBe(true);
    expect(antennaMatches(rule({ keywords: [['x']] }), note({ text: null }))).toBe(false);
  });

  it('drops notes with an excluded line', () => {
    expect(antennaMatches(rule({ keywords: [['bread']], excludeKeywords: [['market', 'today']] }), note())).toBe(false);
    expect(antennaMatches(rule({ keywords: [['bread']], excludeKeywords: [['market', 'closed']] }), note())).toBe(true);
  });

  it('follows the source: home, list, users and everyone but some users', () => {
    expect(antennaMatches(rule({ src: 'home' }), note())).toBe(false);
    expect(antennaMatches(rule({ src: 'home' }), note({ ownerFollowsAuthor: true }))).toBe(true);
    expect(antennaMatches(rule({ src: 'list' }), note({ authorOnList: true }))).toBe(true);
    expect(antennaMatches(rule({ src: 'list' }), note())).toBe(false);
    expect(antennaMatches(rule({ src: 'users', users: ['@baker'] }), note())).toBe(true);
    expect(antennaMatches(rule({ src: 'users', users: ['baker@elsewhere.example'] }), note())).toBe(false);
    expect(antennaMatches(rule({ src: 'users_blacklist', users: ['baker'] }), note())).toBe(false);
    expect(antennaMatches(rule({ src: 'users_blacklist', users: ['someone'] }), note())).toBe(true);
  });

  it('never catches direct notes, and followers-only notes only for a follower', () => {
    expect(antennaMatches(rule(), note({ visibility: 'specified', ownerFollowsAuthor: true }))).toBe(false);
    expect(antennaMatches(rule(), note({ visibility: 'followers' }))).toBe(false);
    expect(antennaMatches(rule(), note({ visibility: 'followers', ownerFollowsAuthor: true }))).toBe(true);
  });

  it('applies replies, files, bots and local-only', () => {
    expect(antennaMatches(rule(), note({ hasReply: true }))).toBe(false);
    expect(antennaMatches(rule({ withReplies: true }), note({ hasReply: true }))).toBe(true);
    expect(antennaMatches(rule({ withFile: true }), note())).toBe(false);
    expect(antennaMatches(rule({ withFile: true }), note({ fileCount: 1 }))).toBe(true);
    expect(
      antennaMatches(rule({ excludeBots: true }), note({ author: { username: 'b', host: null, isBot: true } })),
    ).toBe(false);
    expect(
      antennaMatches(rule({ localOnly: true }), note({ author: { username: 'b', host: 'x.example', isBot: false } })),
    ).toBe(false);
  });
});
