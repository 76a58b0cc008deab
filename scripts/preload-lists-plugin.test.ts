import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { tesseraPreloadLists } from './preload-lists-plugin';

const chunk = (fileName: string, imports: string[], isEntry = false) => ({ type: 'chunk', fileName, imports, isEntry });

describe('the lazy imports’ preload lists', () => {
  it('keep only chunks neither imported nor loaded with the entry', () => {
    const { plugin, resolveDependencies } = tesseraPreloadLists();
    const bundle = {
      'e.js': chunk('e.js', ['react.js'], true),
      'react.js': chunk('react.js', ['runtime.js']),
      'runtime.js': chunk('runtime.js', []),
      'page.js': chunk('page.js', ['react.js', 'shared.js']),
      'shared.js': chunk('shared.js', ['react.js']),
      'styled-page.js': {
        ...chunk('styled-page.js', ['react.js']),
        viteMetadata: { importedCss: new Set(['page.css']) },
      },
    } as unknown as OutputBundle;
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
    hook.handler({}, bundle);
    expect(resolveDependencies('page.js', ['page.js', 'react.js', 'runtime.js', 'shared.js'])).toEqual(['shared.js']);
    // With a stylesheet to wait for, the chunk itself is fetched beside it, not after it. Vite
    // passes the scripts alone (it adds the stylesheets after), so the chunk's own are looked up.
    expect(resolveDependencies('styled-page.js', ['react.js'])).toEqual(['styled-page.js']);
    // The page's own list preloads the entry's static imports beside it.
    expect(resolveDependencies('e.js', ['react.js', 'runtime.js'], { hostType: 'html' })).toEqual([
      'react.js',
      'runtime.js',
    ]);
  });
});
