import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Boot } from './Boot';
import { shellExtension } from './shell-extension';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * A WebSocket that never connects, nor closes: the shell's stream waits for it quietly, where a
 * real one would try the test page's origin, fail and retry after the test has ended.
 */
class SilentWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly readyState = 0;
  binaryType = 'blob';
  send(): void {}
  close(): void {}
}

/** The server double: locale files get a small table, everything else the given answer. */
function serverAnswers(response: () => Promise<Response>) {
  vi.stubGlobal('WebSocket', SilentWebSocket);
  const fetch = vi.fn(async (url: string) =>
    url.startsWith('/assets/locales/')
      ? Response.json({ 'kernel.loading': 'Loading', 'kernel.mainMenu': 'Main menu' })
      : response(),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('boot', () => {
  it('asks the server for its metadata the Misskey way and shows the shell', async () => {
    const fetch = serverAnswers(async () =>
      Response.json({ name: 'Example Town', description: 'a place', version: '2025.12.2', iconUrl: null }),
    );
    render(<Boot extensions={[shellExtension]} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Example Town' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    const metaCall = fetch.mock.calls.find(([url]) => url === '/api/meta') as unknown as [string, RequestInit];
    expect(metaCall).toBeDefined();
    const [, init] = metaCall;
    expect(fetch.mock.calls.some(([url]) => /^\/assets\/locales\/en-US\.\w+\.json$/.test(url))).toBe(true);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', body: '{"detail":true}' });
  });

  it('shows the page-load error view with a reload button when the server is down', async () => {
    serverAnswers(async () => {
      throw new TypeError('Failed to fetch');
    });
    render(<Boot extensions={[shellExtension]} />);
    expect(await screen.findByRole('heading', { name: 'Page load error' })).toBeTruthy();
    expect(screen.getByText(/server is not answering/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Troubleshooting' })).toBeTruthy();
  });

  it('treats an HTTP error from meta as a failed load', async () => {
    serverAnswers(async () => new Response('bad gateway', { status: 502 }));
    render(<Boot extensions={[shellExtension]} />);
    expect(await screen.findByRole('heading', { name: 'Page load error' })).toBeTruthy();
  });
});
