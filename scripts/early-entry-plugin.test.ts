import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { EARLY_ENTRY, earlyEntryFile, earlyScriptTag } from './early-entry-plugin';

const chunk = (fileName: string, name: string, isEntry: boolean) => ({ type: 'chunk', fileName, name, isEntry });

describe('the early entry in the page', () => {
  it('finds the early entry among the outputs, not the main one', () => {
    const bundle = {
      a: chunk('client-assets/e-main.js', 'index', true),
      b: chunk('client-assets/c-x.js', 'early', false),
      c: chunk('client-assets/e-early.js', EARLY_ENTRY, true),
    } as unknown as OutputBundle;
    expect(earlyEntryFile(bundle)).toBe('client-assets/e-early.js');
    expect(earlyEntryFile({} as OutputBundle)).toBeNull();
  });

  it('runs it as soon as it arrives, as a module from the site root', () => {
    expect(earlyScriptTag('client-assets/e-early.js')).toBe(
      '<script type="module" async crossorigin src="/client-assets/e-early.js"></script>',
    );
  });
});
