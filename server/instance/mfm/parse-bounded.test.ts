import { describe, expect, it } from 'vitest';
import { parseBounded, RISKY_OPENERS, slowOpeners } from './parse-bounded';

describe('bounded MFM parsing', () => {
  it('counts the openers that make mfm-js slow', () => {
    expect(slowOpeners('[a](https://x) \\(x\\) <plain>p</plain> **bold**')).toBe(3);
  });

  it('parses ordinary text at once', () => {
    const nodes = parseBounded('hello @alice #tag');
    expect(Array.isArray(nodes)).toBe(true);
  });

  it('parses many links off the main thread and still gets the result', async () => {
    const text = Array.from({ length: RISKY_OPENERS + 20 }, (_, i) => `[l${i}](https://example.com/${i})`).join(' ');
    const nodes = await parseBounded(`${text} #found`);
    expect(nodes?.some((n) => n.type === 'hashtag')).toBe(true);
  });

  it('gives up on 3,000 unclosed brackets within its budget, while the main thread stays free', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    const nodes = await parseBounded('['.repeat(3000));
    clearInterval(ticker);
    expect(nodes).toBeNull();
    expect(ticks).toBeGreaterThan(10);
  });
});
