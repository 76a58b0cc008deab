import { describe, expect, it } from 'vitest';
import { importMapHashes } from '../client-headers';
import { integrityOf } from './installer';
import { publicSource, withRuntimeExtensions } from './page';

const html =
  '<!doctype html><html><head><script type="module" src="/client-assets/e-1.js"></script></head><body></body></html>';
const code = Buffer.from('export default {};');
const manifest = {
  manifestVersion: 1 as const,
  id: 'weather',
  title: 'Weather </script><script>alert(1)</script>',
  version: '1.0.0',
  sdk: '^3.0.0',
  bundle: 'weather.js',
  integrity: integrityOf(code),
  declaration: {},
  strings: {},
};
const host = { sdk: '3.2.0', builtIn: [], imports: { react: '/client-assets/s-react.js' } };

describe('the page with run-time extensions', () => {
  it('is unchanged when the server has none', () => {
    expect(withRuntimeExtensions(html, host, { installed: [], refused: [] })).toBe(html);
  });

  it('maps the shared modules and each module’s integrity before any module script, and carries the manifests as data', () => {
    const page = withRuntimeExtensions(html, host, {
      installed: [{ manifest, code, source: '/srv/tessera/extensions/weather.manifest.json' }],
      refused: [{ source: 'https://example.com/x.manifest.json', id: null, reason: 'no' }],
    });
    expect(page.indexOf('<script type="importmap">')).toBeLessThan(page.indexOf('<script type="module"'));
    const map = JSON.parse(page.match(/<script type="importmap">(.*?)<\/script>/)?.[1] ?? '{}');
    const url = Object.keys(map.integrity)[0] ?? '';
    // Named by the start of its integrity value as it is, which the page carries anyway.
    expect(url).toBe(`/client-extensions/weather.${manifest.integrity.slice(7, 23)}.js`);
    expect(map).toEqual({ imports: host.imports, integrity: { [url]: manifest.integrity } });
    expect(importMapHashes(page)).toHaveLength(1);
    // A manifest's text cannot end the data element early.
    expect(page).not.toContain('</script><script>alert(1)');
    const data = JSON.parse(
      page.match(/<script type="application\/json" id="tessera-runtime-extensions">(.*?)<\/script>/)?.[1] ?? '{}',
    );
    expect(data.installed[0]).toMatchObject({
      source: 'weather.manifest.json',
      manifest: { title: manifest.title },
    });
    expect(data.refused[0].source).toBe('https://example.com/x.manifest.json');
  });

  it('names a folder’s file by its name, and a URL as it is', () => {
    expect(publicSource('/srv/a/b.manifest.json')).toBe('b.manifest.json');
    expect(publicSource('https://example.com/b.manifest.json')).toBe('https://example.com/b.manifest.json');
  });
});
