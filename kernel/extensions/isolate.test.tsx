import {
  defineContributionPoint,
  defineExtension,
  type LazyComponent,
  lazyComponent,
  preloadComponent,
  type TesseraHost,
} from '@tessera/sdk';
import { cleanup, render } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistries } from '../registries/registries';
import { ExtensionHost } from './extension-host';

afterEach(cleanup);

function Exploding(): never {
  throw new Error('weather service down');
}

const VIEW = 'test.view';

/** What the test's own point takes: a card drawn by the extension that owns the point. */
interface AcmeCard {
  type: string;
  component: LazyComponent<{ notification: entities.Notification; full: boolean }>;
}

declare module '@tessera/sdk' {
  interface ServiceMap {
    'test.view': LazyComponent<Record<string, never>>;
  }
  interface ContributionPoints {
    acmeCard: AcmeCard;
  }
  interface MenuContexts {
    acmeMenu: { note: entities.Note };
  }
  interface InterruptorValues {
    acmeFilter: entities.Note | null;
  }
}

async function start() {
  const registries = createRegistries();
  const onFailure = vi.fn();
  const host = new ExtensionHost({
    definitions: [
      defineExtension({
        id: 'acme-cards',
        title: 'Cards',
        contributes: { points: [defineContributionPoint('acmeCard', { components: ['component'] })] },
      }),
      defineExtension({
        id: 'acme-weather',
        title: 'Weather',
        activate(ctx) {
          ctx.contribute('acmeCard', { type: 'app', component: async () => ({ default: Exploding }) });
          ctx.menu.add('acmeMenu', {
            id: 'forecast',
            title: 'Forecast',
            visible: () => {
              throw new Error('no viewer');
            },
          });
          ctx.commands.register('composer.open', () => {
            throw new Error('cannot open');
          });
          ctx.services.provide(VIEW, async () => ({ default: Exploding }), { component: true });
          ctx.contribute('interruptor', {
            kind: 'acmeFilter',
            handle: () => {
              throw new Error('bad filter');
            },
          });
        },
      }),
    ],
    registries,
    host: () => ({}) as TesseraHost,
    storage: { getItem: () => null, setItem: () => {} },
    onFailure,
  });
  await host.start();
  return { registries, onFailure };
}

async function renderLazy(loader: LazyComponent<Record<string, unknown>>, props: Record<string, unknown> = {}) {
  await preloadComponent(loader);
  const Component = lazyComponent(loader);
  const view = render(
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>,
  );
  await view.findByRole('alert');
  return view.container.textContent ?? '';
}

describe('isolation at the registry (what an extension contributes is wrapped on the way in)', () => {
  it("renders another extension's item of an extension's point in a boundary that names it", async () => {
    const { registries, onFailure } = await start();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const renderer = registries.point('acmeCard').get()[0]?.item;
    const text = await renderLazy(renderer?.component as LazyComponent<Record<string, unknown>>, {
      notification: { id: 'n', type: 'app', createdAt: '' } as unknown as entities.Notification,
      full: true,
    });
    spy.mockRestore();
    expect(text).toContain('acme-weather');
    expect(text).toContain('weather service down');
    expect(onFailure).toHaveBeenCalledWith('acme-weather', expect.any(Error));
  });

  it('hides a menu item whose visible() throws, and says whose it was', async () => {
    const { registries, onFailure } = await start();
    const item = registries.point('menuItem').get()[0]?.item;
    expect(item?.visible?.({ note: {} as entities.Note } as never, {} as never)).toBe(false);
    expect(onFailure).toHaveBeenCalledWith('acme-weather', expect.objectContaining({ message: 'no viewer' }));
  });

  it('lets a value through an interruptor that throws', async () => {
    const { registries, onFailure } = await start();
    const interruptor = registries.point('interruptor').get()[0]?.item;
    const note = { id: 'x' } as entities.Note;
    expect(interruptor?.handle(note)).toBe(note);
    expect(onFailure).toHaveBeenCalledWith('acme-weather', expect.objectContaining({ message: 'bad filter' }));
  });

  it('reports a failing command with its provider, and still rejects for the caller', async () => {
    const { registries, onFailure } = await start();
    await expect(registries.commands.execute('composer.open')).rejects.toThrow('cannot open');
    expect(onFailure).toHaveBeenCalledWith('acme-weather', expect.objectContaining({ message: 'cannot open' }));
  });

  it('blames a component service on its provider wherever it renders', async () => {
    const { registries } = await start();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const text = await renderLazy(registries.services.get(VIEW) as LazyComponent<Record<string, unknown>>);
    spy.mockRestore();
    expect(text).toContain('acme-weather');
  });
});
