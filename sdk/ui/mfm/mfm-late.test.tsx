import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HostContext, type TesseraHost } from '../../host';
import { Mfm, MfmPlainText } from './Mfm';
import { parseMfmNow } from './parse';

afterEach(cleanup);
const host = { router: { push: () => {} }, modals: { openWindow: () => {} } } as unknown as TesseraHost;
const wrap = ({ children }: { children: ReactNode }) => (
  <HostContext.Provider value={host}>{children}</HostContext.Provider>
);

// This file runs in its own module graph: mfm-js has not loaded when the first note draws.
describe('MFM before mfm-js has loaded', () => {
  it('draws the text as written at once, then its tree when the parser comes', async () => {
    expect(parseMfmNow('**bold**')).toBeUndefined();
    const { container } = render(
      <>
        <Mfm text="**bold** words" />
        <Mfm text="Name :blob:" plain />
        <p>
          <Mfm text="Time for a nap" nyaize />
        </p>
        <p>
          <Mfm text="a nap at https://n.example/na" nyaize />
        </p>
      </>,
      { wrapper: wrap },
    );
    expect(container.textContent).toContain('**bold** words');
    // A cat's text without markup is the cat's at once; with markup, once it is parsed.
    const [plain, marked] = [...container.querySelectorAll('p')];
    expect(plain?.textContent).toBe('Time for a nyap');
    expect(marked?.textContent).toBe('a nap at https://n.example/na');
    expect(await screen.findByText('bold', { selector: 'b' })).toBeTruthy();
    expect(container.innerHTML).not.toContain('**');
    expect(marked?.textContent).toBe('a nyap at https://n.example/na');
  });

  it('reads a summary as plain text once the parser comes: functions dropped, their words kept', async () => {
    const { container } = render(<MfmPlainText text="My $[jelly ferns] are **finally** growing" />, { wrapper: wrap });
    await screen.findByText('My ferns are finally growing');
    expect(container.textContent).toBe('My ferns are finally growing');
  });
});
