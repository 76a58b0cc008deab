import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HostContext, type TesseraHost } from '../host';
import type { PagedListState } from '../paged-list';
import { PagedFeed } from './PagedFeed';

afterEach(cleanup);

const host = {
  i18n: { t: (key: string) => (key === 'kernel.loading' ? 'Loading' : key), hasStrings: () => true },
} as unknown as TesseraHost;
const wrapper = ({ children }: { children: ReactNode }) => (
  <HostContext.Provider value={host}>{children}</HostContext.Provider>
);
const noop = () => {};
const list = (status: PagedListState<string>['status'], items: string[] = []): PagedListState<string> => ({
  status,
  items,
  error: undefined,
  hasMore: false,
  loadingMore: false,
  loadMore: noop,
  reload: noop,
});
const feed = (state: PagedListState<string>) => (
  <PagedFeed list={state} itemKey={(s) => s} renderItem={(s) => <p>{s}</p>} label="Notes" empty="Nothing yet" />
);

describe('a paged feed', () => {
  it('stands in for its first page with the shapes of notes, saying it is loading but showing no text', () => {
    const { container } = render(feed(list('loading')), { wrapper });
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.getByText('Loading').className).toBe('visually-hidden');
    const cards = container.querySelectorAll('.shell-note');
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(card.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws its items once the page has come, and no skeleton', () => {
    const { container } = render(feed(list('ready', ['first note'])), { wrapper });
    expect(screen.getByRole('feed', { name: 'Notes' }).textContent).toContain('first note');
    expect(container.querySelector('.shell-note')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
