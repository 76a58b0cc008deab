import { describe, expect, it } from 'vitest';
import { namedByCode, stringPartsOf } from './locales-plugin';

describe('namedByCode', () => {
  it('counts a key written whole in any quotes', () => {
    const named = namedByCode([`t('title'); t("empty"); t(\`types\`)`]);
    expect(['title', 'empty', 'types'].map(named)).toEqual([true, true, true]);
    expect(named('description')).toBe(false);
  });

  it('counts every key a template or a sum can make at run time', () => {
    // The notifications page names its filter's rows as t(`kind.${type}`): they must come with
    // its own strings, not only in the later table.
    const named = namedByCode(['items.map((type) => t(`kind.$' + '{type}`))', "t('did.' + type)"]);
    expect(named('kind.follow')).toBe(true);
    expect(named('did.reply')).toBe(true);
    expect(named('settings.title')).toBe(false);
  });
});

describe('stringPartsOf', () => {
  it('finds the parts of its own strings an extension asks for by hook or with a lazy component', () => {
    const parts = stringPartsOf('notes', [
      "const t = useExtensionStrings('notes.poll');",
      "lazyComponent(() => import('./Grid'), { strings: 'notes.media' })",
      "useExtensionStrings('notes'); useExtensionStrings('drive.pages')",
      "await host.i18n.loadStrings('notes.page');",
      "const REMOTE_STRINGS = 'notes.remote';",
    ]);
    expect([...parts].sort()).toEqual(['media', 'page', 'poll', 'remote']);
  });
});
