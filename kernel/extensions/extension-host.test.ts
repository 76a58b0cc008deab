import {
  type ActivationEvent,
  defineExtension,
  type ExtensionDefinition,
  type ExtensionMain,
  type TesseraHost,
} from '@tessera/sdk';
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

/** A host with no more than what the extension host reads of it: strings that are all here. */
const bareHost = () => ({ i18n: createI18n('en-US', { current: {}, fallback: {} }) }) as unknown as TesseraHost;

function setup(definitions: ExtensionDefinition[], storage = memoryStorage(), tessera = bareHost()) {
  const registries = createRegistries();
  const onFailure = vi.fn();
  const host = new ExtensionHost({
    definitions,
    registries,
    host: () => tessera,
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

describe('activation events (issue #35)', () => {
  type Ctx = Parameters<ExtensionMain['activate']>[0];
  /** A host whose first view settles when the test says, and whose main channel the test drives. */
  function fakeHost() {
    const settledTasks: (() => void)[] = [];
    let settled = false;
    const mainHandlers = new Map<string, ((body: unknown) => void)[]>();
    const tessera = {
      ...bareHost(),
      whenSettled: (task: () => void) => (settled ? task() : settledTasks.push(task)),
      stream: {
        channel: () => ({
          on: (event: string, handler: (body: unknown) => void) => {
            mainHandlers.set(event, [...(mainHandlers.get(event) ?? []), handler]);
            return { dispose: () => {} };
          },
          send: () => {},
          dispose: () => {},
        }),
      },
    } as unknown as TesseraHost;
    const settle = () => {
      settled = true;
      for (const task of settledTasks.splice(0)) task();
    };
    /** The server sends a main-channel event: to the handlers the code registered, and the contributed ones. */
    const emit = (registries: ReturnType<typeof createRegistries>, event: string, body: unknown) => {
      for (const handler of mainHandlers.get(event) ?? []) handler(body);
      for (const { item } of registries.point('streamHandler').get()) if (item.event === event) item.handle(body);
    };
    return { tessera, settle, emit };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const withEvents = (
    events: ActivationEvent[],
    activate: (ctx: Ctx) => void,
    extra: Partial<ExtensionDefinition> = {},
  ) => {
    const main = vi.fn(async () => ({ activate }));
    const definition = defineExtension({ id: 'weather', title: 'Weather', main, activationEvents: events, ...extra });
    return { main, definition };
  };

  it('loads nothing at start-up or after the first view without an event that says so', async () => {
    const { tessera, settle } = fakeHost();
    const { main, definition } = withEvents([{ on: 'route' }], () => {});
    const { host } = setup([definition], memoryStorage(), tessera);
    await host.start();
    settle();
    await tick();
    expect(main).not.toHaveBeenCalled();
  });

  it('loads main at start-up, or once the first view has settled, when declared with a reason', async () => {
    const { tessera, settle } = fakeHost();
    const startup = withEvents([{ on: 'startup', reason: 'styles' }], () => {}).main;
    const later = withEvents([{ on: 'firstView', reason: 'plugins' }], () => {}).main;
    const { host } = setup(
      [
        defineExtension({
          id: 'a',
          title: 'A',
          main: startup,
          activationEvents: [{ on: 'startup', reason: 'styles' }],
        }),
        defineExtension({
          id: 'b',
          title: 'B',
          main: later,
          activationEvents: [{ on: 'firstView', reason: 'plugins' }],
        }),
      ],
      memoryStorage(),
      tessera,
    );
    await host.start();
    expect(startup).toHaveBeenCalledOnce();
    expect(later).not.toHaveBeenCalled();
    settle();
    expect(later).toHaveBeenCalledOnce();
  });

  it('loads main with the page of one of its routes, and the page still shows', async () => {
    const { tessera } = fakeHost();
    const page = async () => ({ default: () => null });
    const { main, definition } = withEvents([{ on: 'route', path: '/weather' }], () => {}, {
      contributes: {
        routes: [
          { path: '/weather', page },
          { path: '/other', page },
        ],
      },
    });
    const { host, registries } = setup([definition], memoryStorage(), tessera);
    await host.start();
    const [weather, other] = registries
      .point('route')
      .get()
      .map((e) => e.item);
    await other?.page?.();
    expect(main).not.toHaveBeenCalled();
    await expect(weather?.page?.()).resolves.toHaveProperty('default');
    expect(main).toHaveBeenCalledOnce();
  });

  it('loads main when a menu of its slot opens, before the menu shows', async () => {
    const { tessera } = fakeHost();
    const { main, definition } = withEvents([{ on: 'menu', slot: 'note' }], (ctx) => {
      ctx.menu.add('note', { id: 'forecast', title: 'Forecast' });
    });
    const { host, menu } = setup([definition], memoryStorage(), tessera);
    await host.start();
    await host.loadAllContributions('user');
    await host.loadAllContributions();
    expect(main).not.toHaveBeenCalled();
    await host.loadAllContributions('note');
    expect(menu()).toEqual(['weather:note/forecast']);
  });

  it('loads main when its point is first rendered, once the first view has settled', async () => {
    const { tessera, settle } = fakeHost();
    const { main, definition } = withEvents([{ on: 'point', point: 'timelineSource' }], () => {});
    const { host } = setup([definition], memoryStorage(), tessera);
    await host.start();
    host.pointRendered('widget');
    host.pointRendered('timelineSource');
    expect(main).not.toHaveBeenCalled();
    settle();
    expect(main).toHaveBeenCalledOnce();
  });

  it('loads main when its service is asked for while nobody provides it, and the asker gets it', async () => {
    const { tessera, settle } = fakeHost();
    const { main, definition } = withEvents([{ on: 'service', id: 'test.n' }], (ctx) => {
      ctx.services.provide('test.n', 42);
    });
    const { host, registries } = setup([definition], memoryStorage(), tessera);
    settle();
    await host.start();
    expect(main).not.toHaveBeenCalled();
    expect(registries.services.get('test.n')).toBeUndefined();
    await tick();
    expect(main).toHaveBeenCalledOnce();
    expect(registries.services.get('test.n')).toBe(42);
  });

  it('listens for its stream event, then hands the events that came while main loaded to its handler', async () => {
    const { tessera, emit } = fakeHost();
    const heard: unknown[] = [];
    const { main, definition } = withEvents([{ on: 'mainStream', event: 'notification' }], (ctx) => {
      ctx.host.stream.channel('main').on('notification', (body) => void heard.push(body));
    });
    const { host, registries } = setup([definition], memoryStorage(), tessera);
    await host.start();
    expect(main).not.toHaveBeenCalled();
    emit(registries, 'notification', 'first');
    emit(registries, 'notification', 'second');
    expect(main).toHaveBeenCalledOnce();
    // The code that hands them over loads with main.
    await vi.waitFor(() => expect(heard).toEqual(['first', 'second']));
    emit(registries, 'notification', 'third');
    expect(heard).toEqual(['first', 'second', 'third']);
  });

  it('loads main when the signed-in account has its flag set, now or when it is read again', async () => {
    const { tessera, settle } = fakeHost();
    const listeners = new Set<() => void>();
    let info = { hasUnreadAntenna: false };
    Object.assign(tessera, {
      accounts: {
        current: {
          get: () => ({ id: 'me', info }),
          subscribe: (listener: () => void) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
        },
      },
    });
    const { main, definition } = withEvents([{ on: 'accountFlag', flag: 'hasUnreadAntenna' }], () => {});
    const { host } = setup([definition], memoryStorage(), tessera);
    settle();
    await host.start();
    expect(main).not.toHaveBeenCalled();
    info = { hasUnreadAntenna: true };
    for (const listener of listeners) listener();
    expect(main).toHaveBeenCalledOnce();
  });

  it('loads main when a declared command runs (see the test of issue #23 above), and with no event never', async () => {
    const { tessera, settle } = fakeHost();
    const { main, definition } = withEvents([], (ctx) => void ctx.commands.register('test.run', () => 1), {
      contributes: { commands: ['test.run'] },
    });
    const { host, registries } = setup([definition], memoryStorage(), tessera);
    await host.start();
    settle();
    expect(main).not.toHaveBeenCalled();
    await expect(registries.commands.execute('test.run')).resolves.toBe(1);
    expect(main).toHaveBeenCalledOnce();
  });
});

declare module '@tessera/sdk' {
  interface ServiceMap {
    'test.greeter': { hello(): string };
    'test.n': number;
  }
}
