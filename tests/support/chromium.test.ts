import { describe, expect, it } from 'vitest';
import { findChromium } from './chromium';

describe('finding Chromium', () => {
  it('prefers CHROMIUM_PATH, then the Debian path', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath }, '/nonexistent')).toBe(process.execPath);
    expect(findChromium({}, process.execPath)).toBe(process.execPath);
  });

  it('fails with a message that says how to get one', () => {
    expect(() => findChromium({ CHROMIUM_PATH: '/nonexistent/chromium' }, '/nonexistent/usr-bin-chromium')).toThrow(
      /apt-get install -y chromium\) or set CHROMIUM_PATH/,
    );
  });
});
