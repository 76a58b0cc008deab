import type { Account } from '@tessera/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentBuild, preloadStartFiles, rememberedFiles, type StartFiles } from './early-files';
import { firstPageFiles, rememberStart } from './early-record';

const ann = { host: 'example.test', id: 'u1', username: 'ann', token: 'token-1', info: null } as Account;
const timeline = { endpoint: 'notes/timeline', params: { limit: 10 } };
const origin = window.location.origin;

/**
 * A page as built: its main script in the head, its early script and first stylesheet in the body
 * (parsed apart from the test's window, so that nothing in it is fetched).
 */
let page: Window;
let document: Document;
beforeEach(() => {
  document = new DOMParser().parseFromString(
    `<!doctype html><html><head><script type="module" src="/client-assets/e-main1.js"></script></head>
     <body><script type="module" async src="/client-assets/e-early.js"></script><link rel="stylesheet" href="/client-assets/a-first.css"></body></html>`,
    'text/html',
  );
  page = { document, performance, location: window.location, localStorage } as unknown as Window;
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** Resource timing as the browser would keep it: what was asked for, and when. */
function timing(resources: [string, number][], pagesAt: number | null) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    (type) =>
      (type === 'resource'
        ? resources.map(([name, startTime]) => ({ name: new URL(name, origin).href, startTime }))
        : []) as PerformanceEntryList,
  );
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(
    (name) =>
      (name === 'tessera:boot:pages' && pagesAt !== null ? [{ startTime: pagesAt }] : []) as PerformanceEntryList,
  );
}

const firstPage: [string, number][] = [
  ['/client-assets/e-main1.js', 5],
  ['/client-assets/e-early.js', 6],
  ['/api/i', 60],
  ['/assets/locales/uk-UA.abc.json', 61],
  ['/client-assets/c-home.js', 120],
  ['/client-assets/a-home.css', 121],
  ['/assets/locales/uk-UA/timeline.abc.json', 122],
  ['/assets/locales/uk-UA/_later.abc.json', 123],
  ['https://cdn.example/x.js', 124],
  ['/client-assets/c-widgets.js', 400],
];

describe('the files a start remembers for the next start of the address', () => {
  it('keeps the scripts, stylesheets and string tables asked for before the first page could render', () => {
    timing(firstPage, 200);
    expect(firstPageFiles(page)).toEqual({
      build: '/client-assets/e-main1.js',
      scripts: ['/client-assets/e-main1.js', '/client-assets/e-early.js', '/client-assets/c-home.js'],
      styles: ['/client-assets/a-home.css'],
      strings: ['timeline'],
    });
  });

  it('keeps none without the boot mark, and gives them back for the same build only', () => {
    timing(firstPage, null);
    expect(firstPageFiles(page)).toBeNull();
    timing(firstPage, 200);
    rememberStart(page, '/', ann, [timeline]);
    expect(rememberedFiles(localStorage, '/', ann, currentBuild(document))?.scripts).toContain(
      '/client-assets/c-home.js',
    );
    expect(rememberedFiles(localStorage, '/', ann, '/client-assets/e-main2.js')).toBeNull();
    expect(rememberedFiles(localStorage, '/', null, currentBuild(document))).toBeNull();
    expect(rememberedFiles(localStorage, '/notes/1', ann, currentBuild(document))).toBeNull();
  });

  it('preloads what the page does not have yet, and asks for the string tables', () => {
    const files: StartFiles = {
      build: '/client-assets/e-main1.js',
      scripts: ['/client-assets/e-main1.js', '/client-assets/c-home.js', '//elsewhere.example/x.js'],
      styles: ['/client-assets/a-first.css', '/client-assets/a-home.css'],
      strings: ['timeline', 'notes'],
    };
    const strings: string[] = [];
    preloadStartFiles(document, files, (name) => strings.push(name));
    const added = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href'), l.as]);
    expect(added).toEqual([
      ['modulepreload', '/client-assets/c-home.js', ''],
      ['preload', '/client-assets/a-home.css', 'style'],
    ]);
    expect(strings).toEqual(['timeline', 'notes']);
  });
});
