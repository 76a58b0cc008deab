import { defineExtension, type ExtensionDefinition, type TesseraHost } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { createRegistries } from '../registries/registries';
import { planActivation } from './activation-order';
import { DISABLED_EXTENSIONS_KEY, ExtensionHost } from './extension-host';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

function ext(id: string, requires: string[] = [], activate?: ExtensionDefinition['activate']): ExtensionDefinition {
  return defineExtension({
    id,
    title: id.toUpperCase(),
    requires,
    activate:
      activate ??
      ((ctx) => {
        ctx.routes.add({ path: `/${id}`, page: async () => ({ default: () => null }) });
        ctx.menu.add('main', { id, title: id, to: `/${id}` });
      }),
  });
}

function setup(definitions: ExtensionDefinition[], storage = memoryStorage()) {
  const registries = createRegistries();
  const onFailure = vi.fn();
  const host = new ExtensionHost({
    definitions,
    registries,
    host: () => ({ i18n: createI18n('en-US', { current: {}, fallback: {} }) }) as unknown as TesseraHost,
    storage,
    onFailure,
  });
  const routes = () =>
    registries
      .point('route')
      .get()
      .map((e) => e.item.path);
  const menu = () =>
    registries
      .point('menuItem')
      .get()
      .map((e) => `${e.extensionId}:${e.item.slot}/${e.item.id}`);
  const states = () => Object.fromEntries(host.list().map((s) => [s.id, s.state]));
  return { host, registries, routes, menu, states, storage, onFailure };
}

describe('activation order', () => {
  it('puts requirements first and keeps the given order otherwise', () => {
    const plan = planActivation([ext('timeline', ['notes']), ext('about'), ext('notes')]);
    expect(plan.order).toEqual(['notes', 'timeline', 'about']);
    expect(plan.broken.size).toBe(0);
  });

  it('names the extensions of a cycle, and a missing requirement', () => {
    const plan = planActivation([ext('a', ['b']), ext('b', ['a']), ext('c', ['ghost']), ext('d', ['c'])]);
    expect(plan.order).toEqual([]);
    expect(plan.broken.get('a')).toBe('extensions form a requirement cycle: a -> b -> a');
    expect(plan.broken.get('b')).toBe('extensions form a requirement cycle: a -> b -> a');
    expect(plan.broken.get('c')).toBe("extension 'c' requires 'ghost', which is not installed");
    expect(plan.broken.get('d')).toContain("extension 'd' requires 'c', which cannot start");
  });

  it('refuses two extensions with one id', () => {
    expect(planActivation([ext('a'), ext('a')]).broken.get('a')).toBe("two extensions have the id 'a'");
  });
});

describe('extension host', () => {
  it('activates everything in order and registers its contributions', async () => {
    const { host, routes, menu, states } = setup([ext('timeline', ['notes']), ext('notes')]);
    await host.start();
    expect(states()).toEqual({ timeline: 'active', notes: 'active' });
    expect(routes()).toEqual(['/notes', '/timeline']);
    expect(menu()).toEqual(['notes:main/notes', 'timeline:main/timeline']);
  });

  it('marks a throwing extension failed, undoes what it registered, and goes on', async () => {
    const bad = ext('bad', [], (ctx) => {
      ctx.routes.add({ path: '/half-done' });
      throw new Error('boom');
    });
    const { host, routes, states, onFailure } = setup([ext('good'), bad, ext('needs-bad', ['bad'])]);
    await host.start();
    expect(states()).toEqual({ good: 'active', bad: 'failed', 'needs-bad': 'blocked' });
    expect(routes()).toEqual(['/good']);
    expect(host.list().find((s) => s.id === 'bad')?.error).toBe('activation failed: boom');
    expect(host.list().find((s) => s.id === 'needs-bad')?.error).toBe("requires 'bad', which is failed");
    expect(onFailure).toHaveBeenCalledWith('bad', expect.any(Error));
  });

  it('disables at run time: contributions vanish, dependants follow, the choice persists', async () => {
    const storage = memoryStorage();
    const { host, routes, states } = setup([ext('notes'), ext('timeline', ['notes']), ext('about')], storage);
    await host.start();
    const seen = vi.fn();
    host.subscribe(seen);
    await host.disable('notes');
    expect(states()).toEqual({ notes: 'disabled', timeline: 'blocked', about: 'active' });
    expect(routes()).toEqual(['/about']);
    expect(seen).toHaveBeenCalled();
    expect(JSON.parse(storage.data.get(DISABLED_EXTENSIONS_KEY) ?? '')).toEqual(['notes']);

    await host.enable('notes');
    expect(states()).toEqual({ notes: 'active', timeline: 'active', about: 'active' });
    expect(routes()).toEqual(['/about', '/notes', '/timeline']);
    expect(JSON.parse(storage.data.get(DISABLED_EXTENSIONS_KEY) ?? '')).toEqual([]);
  });

  it("declares an extension's preferences to the store while it is on, and takes them back when it is off", async () => {
    const registries = createRegistries();
    const declared = new Map<string, unknown>();
    const host = new ExtensionHost({
      definitions: [
        defineExtension({ id: 'chat', title: 'Chat', preferences: { 'chat.sendOnEnter': { default: true } } }),
      ],
      registries,
      host: () => ({}) as TesseraHost,
      storage: memoryStorage(),
      declarePreferences: (id, declarations) => {
        declared.set(id, declarations);
        return () => declared.delete(id);
      },
    });
    await host.start();
    expect(declared.get('chat')).toEqual({ 'chat.sendOnEnter': { default: true } });
    await host.disable('chat');
    expect(declared.has('chat')).toBe(false);
  });

  it('starts with the extensions this device disabled still off', async () => {
    const storage = memoryStorage({ [DISABLED_EXTENSIONS_KEY]: '["about"]' });
    const { host, states } = setup([ext('about'), ext('notes')], storage);
    await host.start();
    expect(states()).toEqual({ about: 'disabled', notes: 'active' });
  });

  it('keeps a user-disabled dependant off when its requirement comes back', async () => {
    const { host, states } = setup([ext('notes'), ext('timeline', ['notes'])]);
    await host.start();
    await host.disable('timeline');
    await host.disable('notes');
    await host.enable('notes');
    expect(states()).toEqual({ notes: 'active', timeline: 'disabled' });
  });

  it('refuses to disable an essential extension', async () => {
    const { host, states } = setup([{ ...ext('shell'), essential: true }]);
    await host.start();
    await expect(host.disable('shell')).rejects.toThrow("extension 'shell' is essential and cannot be disabled");
    expect(states()).toEqual({ shell: 'active' });
    expect(host.list()[0]?.essential).toBe(true);
  });

  it('retries a failed extension when it is switched off and on again', async () => {
    let attempts = 0;
    const flaky = ext('flaky', [], () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first time');
    });
    const { host, states } = setup([flaky]);
    await host.start();
    expect(states()).toEqual({ flaky: 'failed' });
    await host.disable('flaky');
    await host.enable('flaky');
    expect(states()).toEqual({ flaky: 'active' });
  });

  it('runs onDispose clean-ups and withdraws services and commands on deactivation', async () => {
    const key = 'test.greeter';
    const cleanup = vi.fn();
    const { host, registries } = setup([
      ext('svc', [], (ctx) => {
        ctx.services.provide(key, { hello: () => 'hi' });
        ctx.commands.register('test.run', () => 42);
        ctx.onDispose(cleanup);
      }),
    ]);
    await host.start();
    expect(registries.services.get(key)?.hello()).toBe('hi');
    await expect(registries.commands.execute('test.run')).resolves.toBe(42);
    await host.disable('svc');
    expect(cleanup).toHaveBeenCalledOnce();
    expect(registries.services.get(key)).toBeUndefined();
    await expect(registries.commands.execute('test.run')).rejects.toThrow(
      "no active extension provides the command 'test.run'",
    );
  });

  it('refuses a second provider of a service or command, naming the first', async () => {
    const key = 'test.n';
    const { host } = setup([
      ext('one', [], (ctx) => void ctx.services.provide(key, 1)),
      ext('two', [], (ctx) => void ctx.services.provide(key, 2)),
    ]);
    await host.start();
    expect(host.list().find((s) => s.id === 'two')?.error).toBe(
      "activation failed: service 'test.n' is already provided by 'one'",
    );
  });

  it('refuses a duplicate menu item id within a slot', async () => {
    const { host } = setup([
      ext('one', [], (ctx) => void ctx.menu.add('main', { id: 'x', title: 'X' })),
      ext('two', [], (ctx) => void ctx.menu.add('main', { id: 'x', title: 'X' })),
    ]);
    await host.start();
    expect(host.list().find((s) => s.id === 'two')?.error).toContain("menuItem 'main/x' is already added by 'one'");
  });
});

describe('declared contributions and lazy main (issue #23)', () => {
  const declared = (main: () => Promise<{ activate(ctx: never): void }>, extra: Partial<ExtensionDefinition> = {}) =>
    defineExtension({
      id: 'weather',
      title: 'Weather',
      contributes: {
        routes: [{ path: '/weather', page: async () => ({ default: () => null }) }],
        menu: { main: [{ id: 'weather', title: 'Weather', to: '/weather' }] },
        widgets: [{ name: 'forecast', title: 'Forecast', component: async () => ({ default: () => null }) }],
        commands: ['test.run'],
      },
      main: main as ExtensionDefinition['main'],
      ...extra,
    });

  it('registers what is declared without loading any code, and loads main when a declared command runs', async () => {
    const main = vi.fn(async () => ({
      activate(ctx: { commands: { register(id: 'test.run', handler: () => number): void } }) {
        ctx.commands.register('test.run', () => 7);
      },
    }));
    const { host, registries, routes, menu, states } = setup([declared(main)]);
    await host.start();
    expect(states()).toEqual({ weather: 'active' });
    expect(routes()).toEqual(['/weather']);
    expect(menu()).toEqual(['weather:main/weather']);
    expect(
      registries
        .point('widget')
        .get()
        .map((e) => e.item.name),
    ).toEqual(['forecast']);
    expect(registries.commands.has('test.run')).toBe(true);
    expect(main).not.toHaveBeenCalled();
    await expect(registries.commands.execute('test.run')).resolves.toBe(7);
    await expect(registries.commands.execute('test.run')).resolves.toBe(7);
    expect(main).toHaveBeenCalledOnce();
    await host.disable('weather');
    expect(routes()).toEqual([]);
    expect(registries.commands.has('test.run')).toBe(false);
  });

  it('marks the extension failed, and withdraws what it declared, when its main fails to load', async () => {
    const { host, registries, routes, states, onFailure } = setup([
      declared(async () => {
        throw new Error('chunk missing');
      }),
    ]);
    await host.start();
    await expect(registries.commands.execute('test.run')).rejects.toThrow('chunk missing');
    expect(states()).toEqual({ weather: 'failed' });
    expect(routes()).toEqual([]);
    expect(onFailure).toHaveBeenCalledWith('weather', expect.any(Error));
  });

  it('says so when main does not register a command it declared', async () => {
    const { host, registries } = setup([declared(async () => ({ activate() {} }))]);
    await host.start();
    await expect(registries.commands.execute('test.run')).rejects.toThrow(
      "extension 'weather' declares the command 'test.run' but its main does not register it",
    );
  });
});

declare module '@tessera/sdk' {
  interface ServiceMap {
    'test.greeter': { hello(): string };
    'test.n': number;
  }
}
