import { describe, expect, it } from 'vitest';
import { compareSpecificity, matchPattern, parsePattern, specificity, splitPath } from './path-pattern';

const match = (pattern: string, path: string) => matchPattern(parsePattern(pattern), splitPath(path))?.params ?? null;

// Route syntax: spec 000 section 2; router behaviour: spec 001 section 2.
describe('route path patterns', () => {
  it('matches literal segments exactly', () => {
    expect(match('/my/notifications', '/my/notifications')).toEqual({});
    expect(match('/my/notifications', '/my/drive')).toBeNull();
    expect(match('/', '/')).toEqual({});
    expect(match('/about', '/about/more')).toBeNull();
  });

  it('takes named parameters, and optional ones when present', () => {
    expect(match('/notes/:noteId/:initialTab?', '/notes/abc')).toEqual({ noteId: 'abc' });
    expect(match('/notes/:noteId/:initialTab?', '/notes/abc/reactions')).toEqual({
      noteId: 'abc',
      initialTab: 'reactions',
    });
    expect(match('/notes/:noteId', '/notes')).toBeNull();
  });

  it('takes a parameter with a required prefix (/@user and /@user@host)', () => {
    expect(match('/@:acct/:page?', '/@alice')).toEqual({ acct: 'alice' });
    expect(match('/@:acct/:page?', '/@alice@remote.example/following')).toEqual({
      acct: 'alice@remote.example',
      page: 'following',
    });
    expect(match('/@:acct', '/alice')).toBeNull();
    expect(match('/@:acct', '/@')).toBeNull();
  });

  it('takes a wildcard remainder, optional or not', () => {
    expect(match('/registry/keys/:domain/:path(*)?', '/registry/keys/system')).toEqual({ domain: 'system' });
    expect(match('/registry/keys/:domain/:path(*)?', '/registry/keys/system/a/b/c')).toEqual({
      domain: 'system',
      path: 'a/b/c',
    });
    expect(match('/@:user/pages/:pageName(*)', '/@bob/pages')).toBeNull();
    expect(match('/@:user/pages/:pageName(*)', '/@bob/pages/a/b')).toEqual({ user: 'bob', pageName: 'a/b' });
    expect(match('/:path(*)?', '/')).toEqual({});
  });

  it('refuses patterns it cannot read', () => {
    expect(() => parsePattern('/a/:(*)/b')).toThrow(/last segment/);
    expect(() => parsePattern('/a/:1x')).toThrow(/cannot read/);
  });

  it('ranks literal before prefixed before parameter before optional before wildcard', () => {
    const order = ['/:path(*)?', '/@:acct/:page?', '/@:acct/following', '/:x/following', '/notes/:id']
      .map((p) => ({ p, rank: specificity(parsePattern(p)) }))
      .sort((a, b) => compareSpecificity(a.rank, b.rank))
      .map((x) => x.p);
    expect(order).toEqual(['/notes/:id', '/@:acct/following', '/@:acct/:page?', '/:x/following', '/:path(*)?']);
  });
});
