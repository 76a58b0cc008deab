import { defineExtension } from '@tessera/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_KEY } from './accounts/account-store';
import { createKernel } from './kernel';
import enUS from './locales/en-US.json';
import { ModalHost } from './modals/ModalHost';
import { preloadModalCode } from './modals/modal-service';

const page = async () => ({ default: () => null });
const routes = defineExtension({
  id: 'routes',
  title: 'Routes',
  activate(ctx) {
    ctx.routes.add({ path: '/', name: 'home', page });
    ctx.routes.add({ path: '/:path(*)?', name: 'not-found', page });
    ctx.commands.register('routes.where', () => ctx.host.router.current().name);
  },
});

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serverAnswers(handler: (endpoint: string, body: Record<string, unknown>) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => handler(url.replace('/api/', ''), JSON.parse(String(init.body)))),
  );
}

describe('kernel assembly', () => {
  it('starts the extensions before the router, which the host then offers', async () => {
    const kernel = createKernel({ definitions: [routes], locale: { lang: 'en-US', current: enUS, fallback: enUS } });
    expect(() => kernel.host.router).toThrow(/router starts after the extensions/);
    await kernel.start();
    expect(kernel.router().current().name).toBe('home');
    await expect(kernel.host.commands.execute('routes.where')).resolves.toBe('home');
    expect(kernel.host.viewer.get()).toMatchObject({ signedIn: false, userId: null });
  });

  it('apiWithDialog shows the waiting overlay, then the success overlay', async () => {
    serverAnswers(() => Response.json({ ok: 1 }));
    const kernel = createKernel({ definitions: [routes], locale: { lang: 'en-US', current: enUS, fallback: enUS } });
    await kernel.start();
    render(<ModalHost stack={kernel.modalStack} appRoot={() => null} />);
    // As once the first view has settled: the dialogs' code is at hand, the overlay shows at once.
    await preloadModalCode();
    let call!: Promise<unknown>;
    act(() => {
      call = kernel.host.apiWithDialog('ping');
    });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => {
      await call;
    });
    await expect(call).resolves.toEqual({ ok: 1 });
    expect(screen.getByRole('status').textContent).toContain('Done');
  });

  it('apiWithDialog shows INTERNAL_ERROR with the copy-error-info action, then rejects', async () => {
    serverAnswers(() =>
      Response.json(
        {
          error: {
            code: 'INTERNAL_ERROR',
            message: 'Internal error occurred.',
            id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
          },
        },
        { status: 500 },
      ),
    );
    const writeText = vi.fn(async () => {});
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    const kernel = createKernel({ definitions: [routes], locale: { lang: 'en-US', current: enUS, fallback: enUS } });
    await kernel.start();
    render(<ModalHost stack={kernel.modalStack} appRoot={() => null} />);
    let call!: Promise<unknown>;
    act(() => {
      call = kernel.host.apiWithDialog('stats', {}, { waiting: false }).catch((e: unknown) => e);
    });
    await screen.findByRole('heading', { name: 'Internal server error' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy error details' }));
    });
    expect(await call).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(JSON.parse((writeText.mock.calls[0] as unknown as [string])[0])).toMatchObject({ endpoint: 'stats' });
  });

  it('apiWithDialog uses the per-error-id text when given', async () => {
    serverAnswers(() =>
      Response.json({ error: { code: 'NO_SUCH_NOTE', message: 'No such note.', id: 'gone-id' } }, { status: 400 }),
    );
    const kernel = createKernel({ definitions: [routes], locale: { lang: 'en-US', current: enUS, fallback: enUS } });
    await kernel.start();
    render(<ModalHost stack={kernel.modalStack} appRoot={() => null} />);
    act(() => {
      void kernel.host
        .apiWithDialog(
          'notes/show',
          { noteId: 'x' },
          { waiting: false, customErrors: { 'gone-id': { title: 'Gone', text: 'That note was deleted.' } } },
        )
        .catch(() => {});
    });
    await screen.findByRole('heading', { name: 'Gone' });
    expect(screen.getByText('That note was deleted.')).toBeTruthy();
  });
});

describe('the account check at start', () => {
  const host = window.location.host;
  const storeAccount = (info: Record<string, unknown> | null) =>
    localStorage.setItem(
      ACCOUNTS_KEY,
      JSON.stringify({
        list: [[host, { id: 'a1', username: 'alice' }]],
        tokens: { [`${host}/a1`]: 'token-a' },
        infos: info ? { [`${host}/a1`]: info } : {},
        current: `${host}/a1`,
      }),
    );
  /** `i` answers only when the test says so. */
  function heldAccountCheck() {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const fetch = vi.fn(async (url: string) => {
      if (url === '/api/i') await answered;
      return Response.json({ id: 'a1', username: 'alice', name: 'Alice' });
    });
    vi.stubGlobal('fetch', fetch);
    return { answer, fetch };
  }

  it('starts the first page with the account as stored, as Misskey does, and takes its check when it answers', async () => {
    storeAccount({ id: 'a1', username: 'alice', name: 'Old name' });
    const check = heldAccountCheck();
    const kernel = createKernel({ definitions: [routes], locale: { lang: 'en-US', current: enUS, fallback: enUS } });
    await kernel.start();
    expect(kernel.router().current().name).toBe('home');
    expect(kernel.accounts.current.get()?.info?.name).toBe('Old name');
    expect(check.fetch).toHaveBeenCalledWith('/api/i', expect.anything());
    check.answer();
    await vi.waitFor(() => expect(kernel.accounts.current.get()?.info?.name).toBe('Alice'));
  });

  it('waits for the check of an account never read on this device (stored with no details)', async () => {
    storeAccount(null);
    const check = heldAccountCheck();
    const kernel = createKernel({ definitions: [routes], locale: { lang: 'en-US', current: enUS, fallback: enUS } });
    let started = false;
    const start = kernel.start().then(() => {
      started = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(false);
    check.answer();
    await start;
    expect(kernel.accounts.current.get()?.info?.name).toBe('Alice');
  });
});
