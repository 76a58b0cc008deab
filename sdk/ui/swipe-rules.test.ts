import { describe, expect, it } from 'vitest';
import { ignoresSwipe, swipePull, swipeStep } from './swipe-rules';

// Spec 001 section 2, page pieces: the swipe rules.
describe('swipeStep', () => {
  it('needs more than 70 px of horizontal movement to change the tab', () => {
    expect(swipeStep(-70, 0, false)).toBeNull();
    expect(swipeStep(70, 0, false)).toBeNull();
    expect(swipeStep(-19, 0, false)).toBeNull();
    expect(swipeStep(-71, 0, false)).toBe('next');
    expect(swipeStep(71, 0, false)).toBe('previous');
  });

  it('still changes the tab after a long swipe, whose movement past 120 px is only not followed', () => {
    expect(swipeStep(-300, 10, false)).toBe('next');
    expect(swipePull(-300)).toBe(swipePull(-120));
  });

  it('is cancelled by more than 75 px of vertical movement on the way', () => {
    expect(swipeStep(-100, 75, false)).toBe('next');
    expect(swipeStep(-100, 76, false)).toBeNull();
  });

  it('is mirrored in right-to-left text', () => {
    expect(swipeStep(-100, 0, true)).toBe('previous');
    expect(swipeStep(100, 0, true)).toBe('next');
  });
});

describe('swipePull', () => {
  it('ignores horizontal movement under 20 px and over 120 px', () => {
    expect(swipePull(0)).toBe(0);
    expect(swipePull(19)).toBe(0);
    expect(swipePull(-19)).toBe(0);
    expect(swipePull(50)).toBe(30);
    expect(swipePull(-50)).toBe(-30);
    expect(swipePull(120)).toBe(100);
    expect(swipePull(500)).toBe(100);
  });
});

describe('ignoresSwipe', () => {
  const page = () => {
    const root = document.createElement('main');
    root.innerHTML = `
      <div><p id="text">text</p></div>
      <input id="field"><textarea id="area"></textarea>
      <div contenteditable="true"><span id="editable">x</span></div>
      <div id="scroller"><span id="inside">wide</span></div>
      <div id="panner"><span id="panned">x</span></div>`;
    return root;
  };
  const style = (el: Element) => ({
    overflowX: el.id === 'scroller' ? 'auto' : 'visible',
    touchAction: el.id === 'panner' ? 'pan-x' : 'auto',
  });
  const scrollingSideways = (root: HTMLElement) => {
    const scroller = root.querySelector('#scroller') as HTMLElement;
    Object.defineProperty(scroller, 'scrollWidth', { value: 800 });
    Object.defineProperty(scroller, 'clientWidth', { value: 300 });
  };

  it('lets a swipe start on ordinary content', () => {
    const root = page();
    expect(ignoresSwipe(root.querySelector('#text'), root, style)).toBe(false);
  });

  it('ignores swipes from inputs, text areas and editable text', () => {
    const root = page();
    for (const id of ['#field', '#area', '#editable']) {
      expect(ignoresSwipe(root.querySelector(id), root, style)).toBe(true);
    }
  });

  it('ignores swipes over what scrolls sideways, only while it has something to scroll', () => {
    const root = page();
    expect(ignoresSwipe(root.querySelector('#inside'), root, style)).toBe(false);
    scrollingSideways(root);
    expect(ignoresSwipe(root.querySelector('#inside'), root, style)).toBe(true);
    expect(ignoresSwipe(root.querySelector('#panned'), root, style)).toBe(true);
  });
});
