import { act } from '@testing-library/react';
import { type ReactNode, Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useExtensionStrings } from './hooks';
import { HostContext, type TesseraHost } from './host';

// A component that waits for its strings and has a hook after them, as most views do.
function Greeting() {
  const t = useExtensionStrings('greeter');
  const [name] = useState('Ada');
  return <p>{t('hello', { name })}</p>;
}

describe('a view that waits for its extension’s strings', () => {
  it('draws once they came, in a transition, without React having to start it again', async () => {
    let arrive = () => {};
    const loaded = new Set<string>();
    const load = new Promise<void>((resolve) => {
      arrive = () => {
        loaded.add('greeter');
        resolve();
      };
    });
    const i18n = {
      hasStrings: (table: string) => loaded.has(table),
      loadStrings: () => load,
      t: (key: string, params?: { name?: string }) => `${key} ${params?.name ?? ''}`,
    };
    const recovered: unknown[] = [];
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    // React replays a render that suspended once what it waited for has come. Skipping the wait on
    // the replay (the strings are here by then) made the hooks after it look like extra ones: the
    // production build threw, recovered by rendering again from the top, and reported it as a page
    // error (errors 467 and 520); the development build warns of a conditional use().
    const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
    const show = (view: ReactNode) =>
      root.render(
        <HostContext.Provider value={{ i18n } as unknown as TesseraHost}>
          <Suspense fallback={<p>waiting</p>}>{view}</Suspense>
        </HostContext.Provider>,
      );
    // A page already on screen, then another in a transition (as navigation is): React keeps the
    // first page while the second waits, and takes the second up where it stopped.
    act(() => show(<p>before</p>));
    await act(async () => startTransition(() => show(<Greeting />)));
    expect(container.textContent).toBe('before');
    await act(async () => arrive());
    expect(container.textContent).toBe('greeter.hello Ada');
    expect(recovered).toEqual([]);
    expect(complaints).not.toHaveBeenCalled();
    complaints.mockRestore();
    act(() => root.unmount());
  });
});
