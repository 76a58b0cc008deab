import type { RouteContribution } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createRegistries } from '../registries/registries';
import { BrowserHistory, MemoryHistory } from './history';
import { Router } from './router';

const page = async () => ({ default: () => null });

function setup(options: { history?: 'memory' | 'browser'; signedIn?: boolean; start?: string } = {}) {
  const routes = createRegistries().point('route');
  const add = (route: RouteContribution) => routes.add('test', route);
  add({ path: '/', name: 'index', page });
  add({ path: '/notes/:noteId', name: 'note', page });
  add({ path: '/my/notifications', name: 'notifications', page, loginRequired: true });
  add({ path: '/old', redirect: '/notes/1' });
  add({ path: '/:path(*)?', name: 'not-found', page });
  if (options.history === 'browser') window.history.replaceState(null, '', options.start ?? '/');
  const history = options.history === 'browser' ? new BrowserHistory(window) : new MemoryHistory(options.start ?? '/');
  const fullLoad = vi.fn();
  const router = new Router({
    routes,
    signedIn: () => options.signedIn ?? true,
    history,
    fullLoad,
  });
  return { router, routes, add, history, fullLoad };
}

describe('router (spec 001 section 2)', () => {
  it('navigates with push, replace and back, telling listeners (the page-view hook)', () => {
    const { router, history } = setup();
    const views: string[] = [];
    router.onChange((route, kind) => views.push(`${kind} ${route.fullPath} ${route.name}`));
    router.push('/notes/a');
    router.push('/notes/b');
    router.replace('/notes/c');
    router.back();
    expect(views).toEqual(['push /notes/a note', 'push /notes/b note', 'replace /notes/c note', 'back /notes/a note']);
    expect(history.location()).toBe('/notes/a');
    expect(router.current().params).toEqual({ noteId: 'a' });
  });

  it('an address no route knows yet waits for the routes kept for later before it loads as a full page', async () => {
    const routes = createRegistries().point('route');
    routes.add('test', { path: '/', name: 'index', page });
    routes.add('test', { path: '/:path(*)?', name: 'not-found', page });
    const fullLoad = vi.fn();
    const loadLaterRoutes = vi.fn(async () => {
      routes.add('tools', { path: '/scratchpad', name: 'scratchpad', page });
    });
    const router = new Router({
      routes,
      signedIn: () => true,
      history: new MemoryHistory('/'),
      fullLoad,
      loadLaterRoutes,
    });
    router.push('/scratchpad');
    await vi.waitFor(() => expect(router.current().name).toBe('scratchpad'));
    router.push('/nowhere');
    await vi.waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/nowhere'));
    expect(loadLaterRoutes).toHaveBeenCalledTimes(2);
  });

  it('pushing the path already shown does nothing but scroll to top', () => {
    const { router } = setup({ start: '/notes/a' });
    const changes = vi.fn();
    const toTop = vi.fn();
    router.onChange(changes);
    router.onScrollToTop(toTop);
    router.push('/notes/a');
    expect(changes).not.toHaveBeenCalled();
    expect(toTop).toHaveBeenCalledOnce();
  });

  it('takes no step back to the address already shown (an overlay such as the media viewer leaving its #pswp entry)', async () => {
    const { router } = setup({ history: 'browser', start: '/notes/a' });
    router.attach();
    const changes = vi.fn();
    router.onChange(changes);
    window.history.pushState(window.history.state, '', '/notes/a#pswp');
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
    expect(changes).not.toHaveBeenCalled();
    expect(router.current().fullPath).toBe('/notes/a');
    router.dispose();
  });

  it('makes a full browser load for an unknown path reached by navigation', () => {
    const { router, fullLoad } = setup();
    router.push('/files/something.png');
    expect(fullLoad).toHaveBeenCalledWith('/files/something.png');
    expect(router.current().fullPath).toBe('/');
  });

  it('shows the not-found page for an unknown path it started on (no reload loop)', () => {
    const { router, fullLoad } = setup({ start: '/nope' });
    expect(router.resolution().notFound).toBe(true);
    expect(router.current().name).toBeNull();
    expect(fullLoad).not.toHaveBeenCalled();
  });

  it('gives a visitor the not-found page with the sign-in prompt on a login-required route', () => {
    const { router } = setup({ signedIn: false, start: '/my/notifications' });
    expect(router.resolution().loginRequired).toBe(true);
    expect(router.current().pattern).toBeNull();
  });

  it('replaces a redirected start address in the history', () => {
    const { history, router } = setup({ start: '/old?x=1' });
    expect(router.current().fullPath).toBe('/notes/1?x=1');
    expect(history.location()).toBe('/notes/1?x=1');
  });

  it('keeps the browser history in step and follows the back button', async () => {
    const { router } = setup({ history: 'browser' });
    router.push('/notes/x');
    expect(window.location.pathname).toBe('/notes/x');
    expect(router.canGoBack()).toBe(true);
    const back = new Promise<string>((resolve) => router.onChange((r, kind) => kind === 'back' && resolve(r.fullPath)));
    window.history.back();
    await expect(back).resolves.toBe('/');
  });

  it('re-resolves the current address when routes come and go', () => {
    const { router, add } = setup({ start: '/extra' });
    expect(router.resolution().notFound).toBe(true);
    const added = add({ path: '/extra', name: 'extra', page });
    expect(router.current().name).toBe('extra');
    added.dispose();
    expect(router.resolution().notFound).toBe(true);
  });

  it('detaches and re-attaches (a view remounted by StrictMode keeps a working router)', () => {
    const { router, history, add } = setup({ start: '/notes/a' });
    router.push('/notes/b');
    router.detach();
    router.detach();
    add({ path: '/late', name: 'late', page });
    router.attach();
    router.attach();
    const seen: string[] = [];
    router.onChange((r, kind) => seen.push(`${kind} ${r.fullPath}`));
    history.back();
    expect(seen).toEqual(['back /notes/a']);
    router.push('/late');
    expect(router.current().name).toBe('late');
  });

  it('page windows keep their own history', () => {
    const main = setup();
    const windowRouter = setup({ start: '/notes/w' });
    windowRouter.router.push('/notes/w2');
    expect(main.router.current().fullPath).toBe('/');
    expect(windowRouter.router.canGoBack()).toBe(true);
    windowRouter.router.back();
    expect(windowRouter.router.current().fullPath).toBe('/notes/w');
  });
});
