import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadError } from './PageLoadError';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server double: meta answers (or not), and the page names an entry. */
function server({ meta, page }: { meta: Response | null; page: string }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/meta') {
        if (!meta) throw new TypeError('Failed to fetch');
        return meta;
      }
      return new Response(page);
    }),
  );
}

const runningEntry = '/client-assets/e-RUNNING.js';

describe('the page-load error view (spec 001 section 8)', () => {
  it('says the server is dead when meta does not answer', async () => {
    server({ meta: null, page: '' });
    render(<PageLoadError serverReachable runningEntry={runningEntry} />);
    expect(await screen.findByText(/server is not answering/)).toBeTruthy();
  });

  it('offers the new version when the server serves another build', async () => {
    server({ meta: Response.json({ version: '2025.12.2' }), page: '<script src="/client-assets/e-NEWBUILD.js">' });
    render(<PageLoadError serverReachable runningEntry={runningEntry} />);
    expect(await screen.findByText(/new version of Tessera is available/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('says starting failed here, with a cache-clearing reload, when the build is the same', async () => {
    server({
      meta: Response.json({ serverErrorImageUrl: 'https://example.com/oops.png' }),
      page: `<script src="${runningEntry}">`,
    });
    render(<PageLoadError serverReachable runningEntry={runningEntry} />);
    expect(await screen.findByRole('button', { name: 'Clear the cache and reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Troubleshooting' })).toBeTruthy();
    // The server's own picture for errors (decorative: no name).
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://example.com/oops.png');
  });
});
