import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlurhashCanvas } from './BlurhashCanvas';

afterEach(cleanup);

describe('blurhash placeholders', () => {
  it('paints a valid hash on a canvas hidden from screen readers', () => {
    const { container } = render(<BlurhashCanvas hash="LEHV6nWB2yk8pyo0adR*.7kCMdnj" />);
    const canvas = container.querySelector('canvas');
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws nothing for a missing or broken hash', async () => {
    expect(render(<BlurhashCanvas hash={null} />).container.innerHTML).toBe('');
    const broken = render(<BlurhashCanvas hash="not a hash" />).container;
    await waitFor(() => expect(broken.innerHTML).toBe(''));
  });
});
