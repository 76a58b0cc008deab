import { describe, expect, it } from 'vitest';
import { deviceKindOf } from './device-kind';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('device kind', () => {
  it('takes a phone’s user agent for a smartphone up to 700 pixels wide, a tablet above', () => {
    expect(deviceKindOf({ userAgent: IPHONE, touch: true, width: 390 })).toBe('smartphone');
    expect(deviceKindOf({ userAgent: ANDROID_PHONE, touch: true, width: 700 })).toBe('smartphone');
    expect(deviceKindOf({ userAgent: ANDROID_PHONE, touch: true, width: 701 })).toBe('tablet');
    expect(deviceKindOf({ userAgent: ANDROID_TABLET, touch: true, width: 1280 })).toBe('tablet');
  });

  it('knows an iPad, also when iPadOS says it is a Mac but has touch', () => {
    expect(deviceKindOf({ userAgent: IPAD, touch: true, width: 500 })).toBe('tablet');
    expect(deviceKindOf({ userAgent: MAC, touch: true, width: 1024 })).toBe('tablet');
  });

  it('takes anything else for a desktop, however narrow its window', () => {
    expect(deviceKindOf({ userAgent: MAC, touch: false, width: 1440 })).toBe('desktop');
    expect(deviceKindOf({ userAgent: WINDOWS, touch: true, width: 400 })).toBe('desktop');
    expect(deviceKindOf({ userAgent: '', touch: false, width: 0 })).toBe('desktop');
  });
});
