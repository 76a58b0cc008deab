import { cleanup, render, waitFor } from '@testing-library/react';
import { encode } from 'blurhash';
import { afterEach, describe, expect, it } from 'vitest';
import { BlurhashCanvas } from './BlurhashCanvas';
import { blurhashAverageColour, blurhashPixels } from './blurhash-decoder';

afterEach(cleanup);

describe('blurhash placeholders (spec 000 sections 8 and 9)', () => {
  it('paints a valid hash on a 64 px canvas hidden from screen readers', () => {
    const { container } = render(<BlurhashCanvas hash="LEHV6nWB2yk8pyo0adR*.7kCMdnj" />);
    const canvas = container.querySelector('canvas');
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
    expect(canvas?.width).toBe(64);
  });

  it('draws nothing for a missing or unreadable hash, and the average colour for one that does not decode', async () => {
    expect(render(<BlurhashCanvas hash={null} />).container.innerHTML).toBe('');
    const junk = render(<BlurhashCanvas hash="not a hash" />).container;
    await waitFor(() => expect(junk.innerHTML).toBe(''));
    const broken = await blurhashPixels('L5H2EC=PM+yV0g-mq.wG9c01', 2);
    expect(broken && [...broken.slice(0, 4)]).toEqual([...(broken?.slice(12, 16) ?? [])]);
    expect(broken?.[3]).toBe(255);
  });

  it('reads the average colour from the hash itself', () => {
    const red = new Uint8ClampedArray(4 * 4 * 4).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0));
    expect(blurhashAverageColour(encode(red, 4, 4, 1, 1))).toBe('#ff0000');
    expect(blurhashAverageColour('abc')).toBeNull();
  });
});
