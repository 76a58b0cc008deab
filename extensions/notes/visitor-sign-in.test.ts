import type { DialogOptions, DialogResult, TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireSignIn } from './require-sign-in';
import { remoteHostOf } from './visitor-sign-in';

/** A visitor's host on a server whose meta says how it federates; dialogs answer from a script. */
function visitorHost(federation: 'all' | 'none', answers: DialogResult[]) {
  const dialogs: DialogOptions[] = [];
  const loaded: string[] = [];
  const host = {
    viewer: { get: () => ({ signedIn: false }) },
    api: { call: async () => ({ federation }) },
    commands: { has: () => true, execute: vi.fn(async () => undefined) },
    i18n: { t: (key: string) => key, loadStrings: async (table: string) => void loaded.push(table) },
    modals: {
      dialog: async (options: DialogOptions) => {
        dialogs.push(options);
        return answers.shift() ?? { canceled: true };
      },
    },
  } as unknown as TesseraHost;
  return { host, dialogs, loaded };
}

const note = { id: 'n1', url: null, uri: null } as unknown as entities.Note;

afterEach(() => vi.restoreAllMocks());

describe('a visitor acting on a note', () => {
  it('may carry on from their own server where this one federates, which looks the note up', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { host, dialogs, loaded } = visitorHost('all', [
      { canceled: false, result: 'remote' },
      { canceled: false, result: 'not a server' },
      { canceled: false, result: undefined },
      { canceled: false, result: 'https://Misskey.Example/@me' },
    ]);
    expect(await requireSignIn(host, note)).toBe(false);
    expect(loaded).toEqual(['notes.remote']);
    expect(dialogs[0]?.actions?.map((a) => a.value)).toEqual(['signin', 'remote', 'cancel']);
    expect(dialogs[2]?.type).toBe('error'); // the address was not one
    const address = `${window.location.origin}/notes/n1`;
    expect(open).toHaveBeenCalledWith(
      `https://misskey.example/authorize-follow?acct=${encodeURIComponent(address)}`,
      '_blank',
      'noopener',
    );
  });

  it('is offered only the sign-in where the server does not federate', async () => {
    const { host, dialogs, loaded } = visitorHost('none', [{ canceled: false, result: 'signin' }]);
    expect(await requireSignIn(host, note)).toBe(false);
    // 'signin required' comes with the kernel's later strings.
    expect(loaded).toEqual(['kernel']);
    expect(dialogs[0]?.actions?.map((a) => a.value)).toEqual(['signin', 'cancel']);
    expect(host.commands.execute).toHaveBeenCalledWith('auth.signIn');
  });
});

describe('a server address as typed', () => {
  it('takes a host with or without the scheme and a path, and nothing else', () => {
    expect(remoteHostOf(' misskey.io ')).toBe('misskey.io');
    expect(remoteHostOf('https://Mk.Example:8443/notes/x')).toBe('mk.example:8443');
    expect(remoteHostOf('localhost')).toBeNull();
    expect(remoteHostOf('javascript:alert(1)')).toBeNull();
  });
});
