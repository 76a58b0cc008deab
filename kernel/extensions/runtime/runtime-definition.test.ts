import type { ExtensionManifest } from '@tessera/extension-manifest';
import type { TesseraHost } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { createRegistries } from '../../registries/registries';
import { ExtensionHost } from '../extension-host';
import { readRuntimeExtensions } from './read-runtime-extensions';
import { runtimeDefinition, runtimeExtensions } from './runtime-definition';

const manifest: ExtensionManifest = {
  manifestVersion: 1,
  id: 'weather',
  title: 'Weather',
  version: '1.2.0',
  sdk: '^3.0.0',
  bundle: 'weather.js',
  integrity: `sha384-${'A'.repeat(64)}`,
  declaration: {
    requires: ['notes'],
    contributes: {
      routes: [{ path: '/weather', page: { $code: 'contributes.routes.0.page' } }],
      menu: { main: [{ id: 'weather', title: 'menu', to: '/weather' }] },
    },
    contributesLater: {
      settingsSections: [{ path: 'weather', title: 'menu', page: { $code: 'later.settingsSections.0.page' } }],
    },
  },
  strings: { 'en-US': { menu: 'Weather' }, 'ja-JP': { menu: '天気' }, 'de-DE': { menu: 'Wetter' } },
};

const Page = () => null;
const Section = () => null;

/** The module the manifest stands for: its definition with the real functions. */
function fakeModule() {
  return {
    default: {
      id: 'weather',
      contributes: { routes: [{ path: '/weather', page: () => Promise.resolve({ default: Page }) }] },
      contributesLater: () =>
        Promise.resolve({ default: { settingsSections: [{ page: () => Promise.resolve({ default: Section }) }] } }),
    },
    Page,
    Section,
  };
}

describe('a run-time extension’s definition, from its manifest', () => {
  it('declares what the manifest says, with the page’s language and en-US as its strings', () => {
    const definition = runtimeDefinition('/client-extensions/weather.x.js', manifest, 'ja-JP', vi.fn());
    expect(definition).toMatchObject({ id: 'weather', title: 'Weather', version: '1.2.0', requires: ['notes'] });
    expect(definition.contributes?.menu?.main).toEqual([{ id: 'weather', title: 'menu', to: '/weather' }]);
    expect(definition.contributes?.to?.locale).toEqual([
      { locale: 'ja-JP', strings: { menu: '天気' } },
      { locale: 'en-US', strings: { menu: 'Weather' } },
    ]);
  });

  it('loads the module only when a function is first called, once, and calls the module’s own', async () => {
    const module = fakeModule();
    const importModule = vi.fn(async () => module);
    const definition = runtimeDefinition('/client-extensions/weather.x.js', manifest, 'en-US', importModule);
    expect(importModule).not.toHaveBeenCalled();
    const page = await definition.contributes?.routes?.[0]?.page?.();
    expect(page?.default).toBe(module.Page);
    const later = await definition.contributesLater?.();
    const section = await later?.default.settingsSections?.[0]?.page();
    expect(section?.default).toBe(module.Section);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith('/client-extensions/weather.x.js');
  });

  it('asks for the module again after a failed load', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(fakeModule());
    const definition = runtimeDefinition('/m.js', manifest, 'en-US', importModule);
    await expect(definition.contributes?.routes?.[0]?.page?.()).rejects.toThrow('offline');
    await expect(definition.contributes?.routes?.[0]?.page?.()).resolves.toHaveProperty('default');
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('reads what the server put in the page, and nothing from a page without it', () => {
    document.body.innerHTML = '';
    expect(readRuntimeExtensions(document)).toBeNull();
    const data = { installed: [{ source: 'weather.manifest.json', manifest }], refused: [] };
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'tessera-runtime-extensions';
    element.textContent = JSON.stringify(data);
    document.body.append(element);
    expect(readRuntimeExtensions(document)).toEqual(data);
  });

  it('lists run-time extensions with their source, and refused ones as failed with the server’s reason', async () => {
    const runtime = runtimeExtensions(
      {
        installed: [{ source: 'weather.manifest.json', manifest: { ...manifest, declaration: {} } }],
        refused: [{ source: 'future.manifest.json', id: 'future', reason: 'it was built for SDK ^4.0.0' }],
      },
      'en-US',
    );
    const storage = new Map<string, string>();
    const host = new ExtensionHost({
      definitions: runtime.definitions,
      sources: runtime.sources,
      refused: runtime.refused,
      registries: createRegistries(),
      host: () => ({ i18n: createI18n('en-US', { current: {}, fallback: {} }) }) as unknown as TesseraHost,
      storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    });
    await host.start();
    const [weather, future] = host.list();
    expect(weather).toMatchObject({
      id: 'weather',
      state: 'active',
      version: '1.2.0',
      source: 'weather.manifest.json',
    });
    expect(future).toMatchObject({
      id: 'future',
      state: 'failed',
      source: 'future.manifest.json',
      error: 'refused by the server: it was built for SDK ^4.0.0',
    });
    await expect(host.enable('future')).rejects.toThrow('refused by the server');
  });
});
