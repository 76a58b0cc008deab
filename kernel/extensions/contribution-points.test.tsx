import {
  defineContributionPoint,
  defineExtension,
  type ExtensionDefinition,
  type LazyComponent,
  lazyComponent,
  preloadComponent,
  type TesseraHost,
  type Viewer,
} from '@tessera/sdk';
import { cleanup, render } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistries } from '../registries/registries';
import { DISABLED_EXTENSIONS_KEY, ExtensionHost } from './extension-host';

afterEach(cleanup);

/** A point of an extension's own, as an extension's api.ts declares one. */
interface GaugeContribution {
  name: string;
  component: LazyComponent<{ value: number }>;
  visible?(viewer: Viewer): boolean;
}

declare module '@tessera/sdk' {
  interface ContributionPoints {
    gauge: GaugeContribution;
  }
}

const gaugePoint = defineContributionPoint('gauge', {
  components: ['component'],
  functions: { visible: () => false },
  key: 'name',
});

/** The point's owner: the extension that draws gauges. */
const dashboard = defineExtension({ id: 'dashboard', title: 'Dashboard', contributes: { points: [gaugePoint] } });

function Exploding(): never {
  throw new Error('sensor unplugged');
}

const gauge = (name: string, extra: Partial<GaugeContribution> = {}): GaugeContribution => ({
  name,
  component: async () => ({ default: ({ value }) => <p>{`${name} ${value}`}</p> }),
  ...extra,
});

function start(definitions: ExtensionDefinition[], disabled: string[] = []) {
  const registries = createRegistries();
  const onFailure = vi.fn();
  const data = new Map([[DISABLED_EXTENSIONS_KEY, JSON.stringify(disabled)]]);
  const host = new ExtensionHost({
    definitions,
    registries,
    host: () => ({ whenSettled: () => {} }) as unknown as TesseraHost,
    storage: { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) },
    onFailure,
  });
  const names = () =>
    registries
      .point('gauge')
      .get()
      .map((e) => `${e.extensionId}:${e.item.name}`);
  return { host, registries, onFailure, names };
}

async function renderItem(loader: LazyComponent<{ value: number }>) {
  await preloadComponent(loader);
  const Component = lazyComponent(loader);
  return render(
    <Suspense fallback={null}>
      <Component value={3} />
    </Suspense>,
  );
}

describe("an extension's contribution point (defineContributionPoint)", () => {
  it("isolates its items as the owner's definition says: components in a boundary naming the contributor, functions guarded", async () => {
    const { host, registries, onFailure } = start([
      dashboard,
      defineExtension({
        id: 'acme-sensors',
        title: 'Sensors',
        uses: ['dashboard'],
        contributes: {
          to: {
            gauge: [
              gauge('heat', {
                component: async () => ({ default: Exploding }),
                visible: () => {
                  throw new Error('no viewer yet');
                },
              }),
            ],
          },
        },
      }),
    ]);
    await host.start();
    const item = registries.point('gauge').get()[0]?.item;
    expect(item?.visible?.({} as Viewer)).toBe(false);
    expect(onFailure).toHaveBeenCalledWith('acme-sensors', expect.objectContaining({ message: 'no viewer yet' }));

    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await renderItem(item?.component as LazyComponent<{ value: number }>);
    await view.findByRole('alert');
    spy.mockRestore();
    expect(view.container.textContent).toContain('acme-sensors');
    expect(view.container.textContent).toContain('sensor unplugged');
  });

  it('holds items declared before its owner is active, unused, and shows them once the owner is switched on', async () => {
    const sensors = defineExtension({
      id: 'acme-sensors',
      title: 'Sensors',
      uses: ['dashboard'],
      contributes: { to: { gauge: [gauge('heat')] } },
      contributesLater: async () => ({ default: { to: { gauge: [gauge('wind')] } } }),
    });
    // The contributor comes first: nothing orders it after the owner it only uses.
    const { host, names, onFailure } = start([sensors, dashboard], ['dashboard']);
    await host.start();
    await host.loadAllContributions();
    expect(names()).toEqual([]);
    expect(host.list().find((s) => s.id === 'acme-sensors')?.state).toBe('active');

    await host.enable('dashboard');
    expect(names()).toEqual(['acme-sensors:heat', 'acme-sensors:wind']);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("takes a contributor's items away when it is disabled, and hides the point's items while its owner is", async () => {
    const { host, names } = start([
      dashboard,
      defineExtension({
        id: 'acme-sensors',
        title: 'Sensors',
        uses: ['dashboard'],
        contributes: { to: { gauge: [gauge('heat')] } },
      }),
      defineExtension({
        id: 'acme-rain',
        title: 'Rain',
        uses: ['dashboard'],
        activate: (ctx) => void ctx.contribute('gauge', gauge('rain')),
      }),
    ]);
    await host.start();
    expect(names()).toEqual(['acme-sensors:heat', 'acme-rain:rain']);

    await host.disable('acme-rain');
    expect(names()).toEqual(['acme-sensors:heat']);

    await host.disable('dashboard');
    expect(names()).toEqual([]);
    await host.enable('dashboard');
    expect(names()).toEqual(['acme-sensors:heat']);
  });

  it('keeps keys unique: a second item with a taken key is refused, naming who has it', async () => {
    const { host, names, onFailure } = start([
      defineExtension({
        id: 'acme-sensors',
        title: 'Sensors',
        uses: ['dashboard'],
        contributes: { to: { gauge: [gauge('heat')] } },
      }),
      defineExtension({
        id: 'acme-copy',
        title: 'Copy',
        uses: ['dashboard'],
        contributes: { to: { gauge: [gauge('heat')] } },
      }),
      dashboard,
      defineExtension({
        id: 'acme-late',
        title: 'Late',
        uses: ['dashboard'],
        activate: (ctx) => void ctx.contribute('gauge', gauge('heat')),
      }),
    ]);
    await host.start();
    // Held before the owner was active: the later one is left out when the point is defined.
    expect(names()).toEqual(['acme-sensors:heat']);
    expect(onFailure).toHaveBeenCalledWith(
      'acme-copy',
      expect.objectContaining({ message: "gauge 'heat' is already added by 'acme-sensors'" }),
    );
    // Added while the point is defined: refused at once, so the extension's activation fails.
    expect(host.list().find((s) => s.id === 'acme-late')?.error).toContain(
      "gauge 'heat' is already added by 'acme-sensors'",
    );
  });

  it('refuses a second owner for a point that is already defined', async () => {
    const { host } = start([dashboard, { ...dashboard, id: 'dashboard-2' }]);
    await host.start();
    expect(host.list().find((s) => s.id === 'dashboard-2')?.error).toContain(
      "contribution point 'gauge' is already defined by 'dashboard'",
    );
  });
});
