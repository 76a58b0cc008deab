import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualFeed } from './VirtualFeed';

afterEach(cleanup);

const items = Array.from({ length: 60 }, (_, i) => `note ${i}`);
const mounted = () => screen.getAllByRole('article').length;

describe('a virtual feed', () => {
  it('mounts only what its first frame shows, then the overscan below once that frame is painted', async () => {
    render(
      <VirtualFeed
        items={items}
        itemKey={(s) => s}
        renderItem={(s) => <article>{s}</article>}
        label="Notes"
        busy={false}
        estimatedHeight={100}
      />,
    );
    // The window's height (jsdom's 768 px) at 100 px a note: 8 notes, none of the 1,200 px below.
    const first = mounted();
    expect(first).toBeLessThanOrEqual(Math.ceil(window.innerHeight / 100) + 1);
    await waitFor(() => expect(mounted()).toBeGreaterThan(first + 10));
    expect(screen.getByRole('feed', { name: 'Notes' }).getAttribute('data-items')).toBe('60');
  });
});
