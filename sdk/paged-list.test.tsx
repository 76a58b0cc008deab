import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostContext, type TesseraHost } from './host';
import { type PageSizes, usePagedList } from './paged-list';

afterEach(cleanup);

function Polls({ pages }: { pages: PageSizes }) {
  const list = usePagedList('notes/polls/recommendation', { excludeChannels: true }, pages);
  return (
    <>
      <p>{list.items.map((n) => n.id).join(',')}</p>
      <button type="button" onClick={list.loadMore}>
        more
      </button>
    </>
  );
}

/** A server of seven polls, p7 newest, that pages by offset and ignores untilId. */
function pollServer() {
  const all = ['p7', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1'].map((id) => ({ id }));
  const call = vi.fn(async (_endpoint: string, params: { limit: number; offset?: number }) =>
    all.slice(params.offset ?? 0, (params.offset ?? 0) + params.limit),
  );
  const host = { api: { call } } as unknown as TesseraHost;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostContext.Provider value={host}>{children}</HostContext.Provider>
  );
  return { call, wrapper };
}

describe('usePagedList by offset', () => {
  it('asks for later pages with the count already listed, keeping the params', async () => {
    const { call, wrapper } = pollServer();
    render(<Polls pages={{ first: 3, next: 3, byOffset: true }} />, { wrapper });
    await screen.findByText('p7,p6,p5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'more' })));
    await screen.findByText('p7,p6,p5,p4,p3,p2');
    expect(call).toHaveBeenLastCalledWith('notes/polls/recommendation', { excludeChannels: true, limit: 4, offset: 3 });
  });

  it('asks with untilId otherwise, which an offset endpoint ignores', async () => {
    const { call, wrapper } = pollServer();
    render(<Polls pages={{ first: 3, next: 3 }} />, { wrapper });
    await screen.findByText('p7,p6,p5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'more' })));
    expect(call).toHaveBeenLastCalledWith('notes/polls/recommendation', {
      excludeChannels: true,
      limit: 4,
      untilId: 'p5',
    });
  });
});
