import { describe, expect, it } from 'vitest';
import { inlineArrow } from './inline-direction';

describe('inlineArrow', () => {
  it('reads ArrowRight as next in left-to-right text and as previous in right-to-left text', () => {
    const ltr = document.createElement('div');
    const rtl = document.createElement('div');
    rtl.dir = 'rtl';
    document.body.append(ltr, rtl);
    expect(inlineArrow('ArrowRight', ltr)).toBe('end');
    expect(inlineArrow('ArrowLeft', ltr)).toBe('start');
    expect(inlineArrow('ArrowRight', rtl)).toBe('start');
    expect(inlineArrow('ArrowLeft', rtl)).toBe('end');
    expect(inlineArrow('ArrowDown', rtl)).toBeNull();
    ltr.remove();
    rtl.remove();
  });
});
