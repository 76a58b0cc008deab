import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HostContext, type TesseraHost } from '../../host';
import { Mfm } from './Mfm';
import { isPlainProse, nyaize } from './nyaize';
import { loadMfmParser } from './parse';

// Misskey's nyaize: how a cat account's notes read.
describe('nyaize', () => {
  it('turns English "na" into "nya", and "morning" and "everyone" into the cat words, keeping capitals', () => {
    expect(nyaize('Good morning, everyone! Time for a nap')).toBe('Good mornyan, everynyan! Time for a nyap');
    expect(nyaize('BANANA')).toBe('BANYANYA');
    expect(nyaize('Na, nA')).toBe('Nya, nYA');
    expect(nyaize('MORNING EVERYONE')).toBe('MORNYAN EVERYNYAN');
    expect(nyaize('now and then')).toBe('now and then'); // only an "a" after "n" changes
  });

  it('turns Japanese な, ナ and half-width ﾅ into にゃ, ニャ and ﾆｬ', () => {
    expect(nyaize('なにもないな')).toBe('にゃにもにゃいにゃ');
    expect(nyaize('バナナ')).toBe('バニャニャ');
    expect(nyaize('ﾊﾞﾅﾅ')).toBe('ﾊﾞﾆｬﾆｬ');
    expect(nyaize('おはよう')).toBe('おはよう');
  });

  it('turns Korean 나-낳 into 냐-냫, and a closing 다 or 야 into 다냥 and 냥', () => {
    expect(nyaize('나')).toBe('냐');
    expect(nyaize('난')).toBe('냔');
    expect(nyaize('낳')).toBe('냫');
    expect(nyaize('좋다')).toBe('좋다냥');
    expect(nyaize('좋다. 맞다! 그렇다? 간다 집')).toBe('좋다냥. 맞다냥! 그렇다냥? 간다냥 집');
    expect(nyaize('다음')).toBe('다음'); // 다 inside a word stays
    expect(nyaize('뭐야? 너야')).toBe('뭐냥? 너냥');
    expect(nyaize('야구')).toBe('야구');
    expect(nyaize('좋다\n좋아')).toBe('좋다냥\n좋아');
  });

  it('knows text without markup, which it may change whole before MFM is parsed', () => {
    expect(isPlainProse('Time for a nap')).toBe(true);
    for (const marked of [
      'see https://a.example',
      '@nana',
      '#banana',
      '`nana`',
      ':nana:',
      '$[x2 na]',
      '> na',
      'na search',
    ])
      expect(isPlainProse(marked), marked).toBe(false);
  });
});

describe('MFM for a cat', () => {
  beforeAll(() => loadMfmParser());
  afterEach(cleanup);
  // What a code block reads of the host too: the theme, strings and the data saver.
  const dataSaver = {};
  const host = {
    router: { push: () => {} },
    modals: { openWindow: () => {} },
    theme: { current: () => ({ id: 'light', name: 'Light', base: 'light', props: {} }) },
    i18n: { t: (key: string) => key },
    preferences: { readable: () => ({ get: () => dataSaver, subscribe: () => () => {} }) },
    whenSettled: () => {},
  } as unknown as TesseraHost;
  const wrap = ({ children }: { children: ReactNode }) => (
    <HostContext.Provider value={host}>{children}</HostContext.Provider>
  );
  const show = (text: string, nyaized = true) =>
    render(<Mfm text={text} nyaize={nyaized} />, { wrapper: wrap }).container;

  it('changes only the words: code, links, mentions, hashtags, quotes and plain text stay as written', () => {
    const shown = show(
      'a nap **banana** `nana` https://nana.example/na @nana #banana [nana](https://x.example) <plain>nana</plain>',
    );
    expect(shown.textContent).toBe('a nyap banyanya nana https://nana.example/na @nana #banana nana nana');
    expect(shown.querySelector('b')?.textContent).toBe('banyanya');
    expect(shown.querySelector('code')?.textContent).toBe('nana');
    expect(show('> nana\nnana').querySelector('blockquote')?.textContent).toBe('nana');
    expect(show('```\nnana\n```').textContent).toBe('nana');
  });

  it('leaves the text of an account that is not a cat as it is', () => {
    expect(show('a nap', false).textContent).toBe('a nap');
  });
});
