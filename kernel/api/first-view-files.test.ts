import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOf, preloadFiles } from './first-view-files';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the files a start asks for early', () => {
  it('preloads code as modules and stylesheets as styles, and hands string tables to the loader', () => {
    document.head.innerHTML = '<script type="module" src="/client-assets/e-main.js"></script>';
    const tables = vi.fn();
    preloadFiles(
      document,
      [
        '/client-assets/e-main.js', // the page names it itself
        '/client-assets/c-page.js',
        '/client-assets/a-page.css',
        '/assets/locales/en-US/notes.v1.json',
        '/elsewhere/x.js', // not a file of the build
      ],
      tables,
    );
    const links = [...document.head.querySelectorAll('link')].map(
      (l) => `${l.rel}:${l.getAttribute('as') ?? ''}:${l.getAttribute('href')}`,
    );
    expect(links).toEqual(['modulepreload::/client-assets/c-page.js', 'preload:style:/client-assets/a-page.css']);
    expect(tables).toHaveBeenCalledWith('/assets/locales/en-US/notes.v1.json');
    expect(tables).toHaveBeenCalledTimes(1);
  });

  it('names the build by its main entry, not the early one', () => {
    document.head.innerHTML =
      '<script type="module" async src="/client-assets/e-early.js"></script><script type="module" src="/client-assets/e-main.js"></script>';
    expect(buildOf(document)).toBe('/client-assets/e-main.js');
  });
});
