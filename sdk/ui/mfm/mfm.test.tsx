import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HostContext, type TesseraHost } from '../../host';
import { ItemBoundary } from '../ItemBoundary';
import { isSafeUrl } from '../safe-url';
import { fnStyle, validColor, validTime } from './fn-style';
import { Mfm, usesBigEffects } from './Mfm';
import { isSlowMfm, loadMfmParser, parseMfmNow } from './parse';

// mfm-js loads after the first view (mfm-late.test.tsx shows the text before it comes).
beforeAll(() => loadMfmParser());
afterEach(cleanup);
const dataSaver = { media: false, avatar: false, urlPreview: false, code: false };
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
const show = (text: string, ctx = {}) => render(<Mfm text={text} {...ctx} />, { wrapper: wrap }).container;

// Spec 001 sections 3 (MFM node types) and 5 (MFM rules).
describe('MFM rendering', () => {
  it('renders the inline and block nodes as elements, never as HTML', () => {
    const html = show('**bold** *it* ~~gone~~ <small>s</small> `code` <script>alert(1)</script>').innerHTML;
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('<i>it</i>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<small class="mfm-small">s</small>');
    expect(html).toContain('<code class="mfm-code">code</code>');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    const block = show('> quoted\n<center>mid</center>\n```js\nlet a;\n```\n\\[x^2\\]');
    expect(block.querySelector('blockquote')?.textContent).toBe('quoted');
    expect(block.querySelector('.mfm-center')?.textContent).toBe('mid');
    expect(block.querySelector('pre.mfm-code-block')?.getAttribute('data-lang')).toBe('js');
    expect(block.querySelector('.mfm-math-block')?.textContent).toBe('x^2'); // math as plain code
  });

  it('makes custom emoji buttons for a menu when asked, except inside links', () => {
    const pressed: string[] = [];
    const onEmojiMenu = (emoji: { name: string; local: boolean }) => pressed.push(`${emoji.name}:${emoji.local}`);
    const box = show(':wave: [link :wave:](https://a.example)', { onEmojiMenu });
    const buttons = box.querySelectorAll('button.mfm-emoji-button');
    expect(buttons).toHaveLength(1);
    (buttons[0] as HTMLButtonElement).click();
    expect(pressed).toEqual(['wave:true']);
    expect(box.querySelector('a img.mfm-emoji')).not.toBeNull();
    expect(show(':wave:').querySelector('button')).toBeNull();
  });

  it('links http and https only', () => {
    expect(isSafeUrl('https://a.example')).toBe(true);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    const c = show('https://ok.example/x [label](https://ok.example/y) [bad](javascript:alert(1))');
    const links = [...c.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://ok.example/x', 'https://ok.example/y']);
    expect(c.textContent).toContain('bad');
  });

  it("resolves a mention without a host to the author's server", () => {
    const remote = show('@alice and @bob@other.example', { authorHost: 'far.example' });
    expect([...remote.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/@alice@far.example',
      '/@bob@other.example',
    ]);
    expect(show('@alice').querySelector('a')?.getAttribute('href')).toBe('/@alice');
  });

  it('links hashtags, and does not take digits-only tags as hashtags', () => {
    expect(show('#tessera').querySelector('a')?.getAttribute('href')).toBe('/tags/tessera');
    expect(show('#123').querySelector('a')).toBeNull();
  });

  it('shows custom emoji, and a remote author’s unknown emoji as :name:', () => {
    expect(show(':wave:').querySelector('img')?.getAttribute('src')).toBe('/emoji/wave.webp');
    expect(
      show(':wave:', { emojis: { wave: 'https://cdn.example/w.png' } })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('https://cdn.example/w.png');
    const remote = show(':unknown:', { remote: true });
    expect(remote.querySelector('img')).toBeNull();
    expect(remote.textContent).toBe(':unknown:');
  });

  it('shows a custom emoji whose image the server does not have as :name:, not a broken image', () => {
    // A real Misskey answers 404 for /emoji/{name}.webp when it has no such emoji.
    const box = show('hi :nosuch:');
    const image = box.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image as HTMLImageElement);
    expect(box.querySelector('img')).toBeNull();
    expect(box.textContent).toBe('hi :nosuch:');
  });

  it('applies functions with validated arguments', () => {
    const c = show(
      '$[x2 big] $[fg.color=0f0 green] $[bg.color=zzz bad] $[spin.speed=2s s] $[spin.speed=fast f] $[ruby 漢字 かんじ] $[nope plain]',
    );
    const spans = [...c.querySelectorAll('span')];
    expect(spans.find((s) => s.textContent === 'big')?.style.fontSize).toBe('200%');
    expect(spans.find((s) => s.textContent === 'green')?.style.color).toMatch(/^(#0f0|rgb\(0, 255, 0\))$/);
    expect(spans.find((s) => s.textContent === 'bad')?.style.backgroundColor).toMatch(/^(#f00|rgb\(255, 0, 0\))$/); // default f00
    expect(spans.find((s) => s.textContent === 's')?.style.animationDuration).toBe('2s');
    expect(spans.find((s) => s.textContent === 'f')?.style.animationDuration).toBe('1.5s'); // invalid speed: default
    expect(c.querySelector('ruby')?.textContent).toBe('漢字かんじ');
    expect(c.textContent).toContain('plain'); // an unknown function shows its content
  });

  it('caps scale at 5, and defaults rotate to 90 degrees and borders to solid 1px', () => {
    expect(fnStyle('scale', { x: '20', y: '-9' })?.style?.transform).toBe('scale(5, -5)');
    // A display preference (advancedMfm off) leaves what carries mfm-moved in place.
    expect(fnStyle('scale', { x: '2' })?.className).toBe('mfm-moved');
    expect(fnStyle('rotate', {})?.style?.transform).toBe('rotate(90deg)');
    expect(fnStyle('border', { style: 'wavy' })?.style?.border).toBe('1px solid var(--accent)');
    expect(validColor('12345678')).toBe('#f00');
    expect(validTime('3s', '1s')).toBe('3s');
    expect(validTime('3', '1s')).toBe('1s');
  });

  it('stops nesting at 20 levels', () => {
    const deep = `${'**'.repeat(0)}${'$[fg '.repeat(25)}x${']'.repeat(25)}`;
    const spans = show(deep).querySelectorAll('span');
    expect(spans.length).toBeLessThanOrEqual(20);
  });

  it('tells which texts use big or positioned effects (collapse rule, public-post warning)', () => {
    expect(usesBigEffects('$[x3 hi]')).toEqual({ big: true, scaleOrPosition: false });
    expect(usesBigEffects('$[position.x=2 hi]')).toEqual({ big: false, scaleOrPosition: true });
    expect(usesBigEffects('plain')).toEqual({ big: false, scaleOrPosition: false });
  });
});

// Issue #12: what hostile notes did to a page.
describe('MFM against hostile notes', () => {
  it('shows a unixtime past the date range as written instead of throwing', () => {
    const c = show('$[unixtime 9999999999999] and $[unixtime 1700000000]');
    expect(c.textContent).toContain('9999999999999');
    expect(c.querySelectorAll('time')).toHaveLength(1);
  });

  it('caps border width, position and rotation', () => {
    expect(fnStyle('border', { width: '100000' })?.style?.border).toMatch(/^20px /);
    expect(fnStyle('position', { x: '1e9', y: '-6000' })?.style?.transform).toBe('translate(10em, -10em)');
    expect(fnStyle('rotate', { deg: '1e9' })?.style?.transform).toBe('rotate(360deg)');
  });

  it('grows nested big text half as much at the second level and not at all deeper (as Misskey does)', () => {
    const c = show(`${'$[x2 '.repeat(200)}big${']'.repeat(200)}`);
    expect(c.querySelectorAll('.mfm-big')).toHaveLength(2);
    expect(c.textContent).toContain('big');
    const sizes = [...show('$[x4 $[x4 $[x4 $[x4 wide]]]]').querySelectorAll<HTMLElement>('.mfm-big')].map(
      (s) => s.style.fontSize,
    );
    expect(sizes).toEqual(['600%', '350%']);
  });

  it('draws big, moved, turned or moving text in a clipping box of its own, and other text as it is', () => {
    for (const text of ['$[x2 big]', '$[position.x=10 away]', '$[rotate turned]', '**$[jump up]**'])
      expect(show(text).querySelector(':scope > .mfm-box'), text).not.toBeNull();
    for (const text of ['plain **bold**', '$[fg.color=f00 red]', '$[border framed]'])
      expect(show(text).querySelector('.mfm-box'), text).toBeNull();
    expect(show('$[x4 name]', { plain: true }).querySelector('.mfm-box')).toBeNull();
  });

  it('shows slow text (3,000 brackets) as plain text at once instead of freezing the page', () => {
    const text = `${'['.repeat(3000)} end`;
    expect(isSlowMfm(text)).toBe(true);
    expect(parseMfmNow(text)).toBeUndefined();
    expect(show(text).textContent).toBe(text);
    expect(usesBigEffects(text)).toEqual({ big: false, scaleOrPosition: false });
  });
});

function Broken(): never {
  throw new RangeError('Invalid time value');
}

describe('ItemBoundary', () => {
  it('replaces only the failing item with a card and keeps its neighbours', () => {
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = render(
      <HostContext.Provider value={{ ...host, i18n: { t: (k: string) => k } } as unknown as TesseraHost}>
        <p>before</p>
        <ItemBoundary label="This note cannot be shown." onError={(e) => errors.push(e)}>
          <Broken />
        </ItemBoundary>
        <p>after</p>
      </HostContext.Provider>,
    ).container;
    spy.mockRestore();
    expect(c.textContent).toBe('beforeThis note cannot be shown.after');
    expect(errors[0]).toBeInstanceOf(RangeError);
  });
});
