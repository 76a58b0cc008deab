import { HostContext, type TesseraHost } from '@tessera/sdk';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoteTranslation } from './NoteTranslation';
import { canTranslate, loadTranslatorAvailable, translateNote } from './translations';

afterEach(cleanup);

const note = (id: string, text: string | null) => ({ id, text }) as entities.Note;
const viewer = (canUseTranslator: boolean) => ({ signedIn: true, policies: { canUseTranslator } });

/** A host with what translating reads: the API, the client's language, strings and error descriptions. */
function hostWith(call: (endpoint: string, params: unknown) => Promise<unknown>) {
  const api = { call: vi.fn(call) };
  const host = {
    api,
    i18n: {
      locale: 'en-US',
      t: (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`,
      hasStrings: () => true,
      loadStrings: async () => {},
    },
    describeError: () => ({ title: 'Error', text: 'The server is unreachable.' }),
  } as unknown as TesseraHost;
  return { host, api };
}

describe('the note menu’s Translate', () => {
  it('is offered only when the server translates, the role may, and the note has text', async () => {
    const meta = { translatorAvailable: false };
    await loadTranslatorAvailable(hostWith(async () => meta).host);
    expect(canTranslate(note('a', 'hi'), viewer(true))).toBe(false);
    meta.translatorAvailable = true;
    // The metadata is kept for an hour per API client: another client asks again.
    await loadTranslatorAvailable(hostWith(async () => meta).host);
    expect(canTranslate(note('a', 'hi'), viewer(true))).toBe(true);
    expect(canTranslate(note('a', 'hi'), viewer(false))).toBe(false);
    expect(canTranslate(note('a', null), viewer(true))).toBe(false);
    expect(canTranslate(note('a', 'hi'), { signedIn: false, policies: {} })).toBe(false);
  });

  it("shows a busy line, then why it failed, then the translation in the client's language; asked once", async () => {
    let answer: (value: unknown) => void = () => {};
    let fail = true;
    const { host, api } = hostWith(
      () =>
        new Promise((resolve, reject) => {
          answer = (value) => (fail ? reject(new Error('offline')) : resolve(value));
        }),
    );
    render(
      <HostContext.Provider value={host}>
        <NoteTranslation noteId="n1" mfm={{}} />
      </HostContext.Provider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    // Started inside act, awaited once the answer is given.
    let pending: Promise<void> = Promise.resolve();
    const start = () =>
      act(async () => {
        pending = translateNote(host, note('n1', 'bonjour'));
      });
    const finish = () =>
      act(async () => {
        await pending;
      });
    await start();
    expect(api.call).toHaveBeenCalledWith('notes/translate', { noteId: 'n1', targetLang: 'en-US' });
    screen.getByRole('status');
    answer(null);
    await finish();
    expect(screen.getByRole('alert').textContent).toBe('notes.translation.failed The server is unreachable.');

    fail = false;
    await start();
    answer({ sourceLang: 'FR', text: 'hello' });
    await finish();
    const region = screen.getByRole('region', { name: 'notes.translation.label' });
    expect(region.textContent).toContain('notes.translation.from{"language":"French"}');
    expect(region.textContent).toContain('hello');
    // Translated already: the menu's Translate asks nothing more.
    await translateNote(host, note('n1', 'bonjour'));
    expect(api.call).toHaveBeenCalledTimes(2);
  });
});
