import type { RouteContribution } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { compileRoutes, resolve } from './resolve';

const page = async () => ({ default: () => null });
const routes = (list: RouteContribution[]) => compileRoutes(list.map((item) => ({ item, extensionId: 'test' })));

const table = routes([
  { path: '/', name: 'index', page },
  { path: '/notes/:noteId/:initialTab?', name: 'note', page },
  { path: '/@:acct/:page?', name: 'user', page },
  { path: '/my/notifications', name: 'notifications', page, loginRequired: true },
  { path: '/search', name: 'search', page, query: { q: 'query', userId: 'userId' } },
  { path: '/about', name: 'about', page, hash: 'initialTab' },
  { path: '/install-extentions', redirect: '/install-extensions' },
  { path: '/install-extensions', name: 'install', page, loginRequired: true },
  { path: '/authorize-follow', redirect: '/lookup' },
  { path: '/lookup', name: 'lookup', page, loginRequired: true },
  { path: '/u/:id', redirect: (p) => `/@${p.id}` },
  { path: '/follow-link', query: { acct: 'acct' }, redirect: (p) => `/lookup?q=${p.acct ?? ''}` },
  {
    path: '/settings',
    page,
    loginRequired: true,
    children: [
      { path: '/', name: 'settings-index', page },
      { path: '/profile', name: 'settings-profile', page },
      { path: '/webhook/edit/:webhookId', name: 'webhook-edit', page },
    ],
  },
  { path: '/loop/a', redirect: '/loop/b' },
  { path: '/loop/b', redirect: '/loop/a' },
  { path: '/:path(*)?', name: 'not-found', page },
]);

const leafName = (address: string, signedIn = true) => {
  const r = resolve(table, address, signedIn);
  return r.chain[r.chain.length - 1]?.route.name;
};

describe('router resolution (spec 001 section 2)', () => {
  it('finds the route and its parameters', () => {
    const r = resolve(table, '/notes/9abc/renotes', true);
    expect(leafName('/notes/9abc/renotes')).toBe('note');
    expect(r.params).toEqual({ noteId: '9abc', initialTab: 'renotes' });
    expect(leafName('/')).toBe('index');
    expect(leafName('/@alice@remote.example')).toBe('user');
  });

  it('decodes parameters', () => {
    expect(resolve(table, '/@%E3%81%82', true).params.acct).toBe('あ');
  });

  it('maps the hash and named query keys into parameters', () => {
    expect(resolve(table, '/about#emojis', true).params).toEqual({ initialTab: 'emojis' });
    expect(resolve(table, '/search?q=hello%20world&userId=u1&other=x', true).params).toEqual({
      query: 'hello world',
      userId: 'u1',
    });
    expect(resolve(table, '/search', true).params).toEqual({ query: undefined, userId: undefined });
  });

  it('follows fixed and computed redirects, keeping query and hash', () => {
    const fixed = resolve(table, '/install-extentions?url=x#top', true);
    expect(fixed.fullPath).toBe('/install-extensions?url=x#top');
    expect(fixed.chain[0]?.route.name).toBe('install');
    expect(resolve(table, '/authorize-follow?acct=a', true).fullPath).toBe('/lookup?acct=a');
    expect(resolve(table, '/u/bob', true).fullPath).toBe('/@bob');
    // A computed target reads the query keys its route maps; its own query wins over the old one.
    expect(resolve(table, '/follow-link?acct=carol', true).fullPath).toBe('/lookup?q=carol');
  });

  it("throws 'redirect loop detected' past 10 redirects", () => {
    expect(() => resolve(table, '/loop/a', true)).toThrow('redirect loop detected');
    const chain = routes([
      ...Array.from({ length: 10 }, (_, i) => ({ path: `/r${i}`, redirect: `/r${i + 1}` })),
      { path: '/r10', name: 'end', page },
    ]);
    expect(resolve(chain, '/r0', true).fullPath).toBe('/r10'); // exactly 10 hops is fine
  });

  it("throws 'no route found' when nothing matches and there is no catch-all", () => {
    expect(() => resolve(routes([{ path: '/', page }]), '/nowhere', true)).toThrow('no route found');
  });

  it('answers an unknown path with the catch-all, flagged as not found', () => {
    const r = resolve(table, '/no/such/page', true);
    expect(r.notFound).toBe(true);
    expect(r.chain[0]?.route.name).toBe('not-found');
    expect(resolve(table, '/notes/x', true).notFound).toBe(false);
  });

  it('flags a login-required route for a visitor', () => {
    expect(resolve(table, '/my/notifications', false).loginRequired).toBe(true);
    expect(resolve(table, '/my/notifications', true).loginRequired).toBe(false);
    expect(resolve(table, '/settings/profile', false).loginRequired).toBe(true); // inherited from the parent
  });

  it('lets a fallback route yield to another with the same pattern, whatever the order', () => {
    const both = routes([
      { path: '/', name: 'shell-home', page, fallback: true },
      { path: '/', name: 'timeline', page },
    ]);
    expect(resolve(both, '/', true).chain[0]?.route.name).toBe('timeline');
    expect(
      resolve(routes([{ path: '/', name: 'shell-home', page, fallback: true }]), '/', true).chain[0]?.route.name,
    ).toBe('shell-home');
  });

  it('skips routes meant for the other audience (welcome for visitors, timeline for members)', () => {
    const home = routes([
      { path: '/', name: 'welcome', page, audience: 'visitor' },
      { path: '/', name: 'timeline', page, audience: 'member' },
      { path: '/', name: 'shell-home', page, fallback: true },
    ]);
    expect(resolve(home, '/', false).chain[0]?.route.name).toBe('welcome');
    expect(resolve(home, '/', true).chain[0]?.route.name).toBe('timeline');
  });

  it('keeps the control panel from everyone but moderators, and its admin pages from moderators', () => {
    const staff = routes([
      { path: '/admin', name: 'admin', page, audience: 'moderator' },
      { path: '/admin/settings', name: 'admin-settings', page, audience: 'administrator' },
      { path: '/:path(*)?', name: 'not-found', page },
    ]);
    const as = (isModerator: boolean, isAdmin: boolean) => ({ signedIn: true, isModerator, isAdmin });
    const leaf = (address: string, viewer: ReturnType<typeof as>) =>
      resolve(staff, address, viewer).chain[0]?.route.name;
    expect(leaf('/admin', as(false, false))).toBe('not-found');
    expect(leaf('/admin', as(true, false))).toBe('admin');
    expect(leaf('/admin/settings', as(true, false))).toBe('not-found');
    expect(leaf('/admin/settings', as(false, true))).toBe('admin-settings');
    expect(leaf('/admin', as(false, true))).toBe('admin');
  });

  it('matches children below their parent', () => {
    expect(resolve(table, '/settings', true).chain.map((c) => c.route.name)).toEqual([undefined, 'settings-index']);
    expect(leafName('/settings/profile')).toBe('settings-profile');
    expect(resolve(table, '/settings/webhook/edit/w1', true).params).toEqual({ webhookId: 'w1' });
    expect(resolve(table, '/settings/nope', true).notFound).toBe(true);
  });
});
