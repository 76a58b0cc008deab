import {
  type ApiClient,
  ApiError,
  type DialogOptions,
  type DialogResult,
  type I18n,
  type ModalHandle,
} from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createApiWithDialog } from './api-with-dialog';

const i18n = {
  locale: 'en-US',
  offered: ['en-US'],
  t: (key: string) => key,
  hasStrings: () => true,
  loadStrings: async () => {},
} as unknown as I18n;

/** Modals that record what was shown and answer dialogs with `answer`. */
function fakeModals(answer: DialogResult = { canceled: false, result: 'ok' }) {
  const dialogs: DialogOptions[] = [];
  const modals = {
    dialog: vi.fn(async (options: DialogOptions) => {
      dialogs.push(options);
      return answer;
    }),
    toast: vi.fn(),
    success: vi.fn(async () => {}),
    waiting: vi.fn(<T>(work: Promise<T>) => work),
  };
  return { modals: modals as unknown as ModalHandle, spies: modals, dialogs };
}

function fakeApi(call: () => Promise<unknown>): ApiClient {
  return { call: vi.fn(call) } as unknown as ApiClient;
}

const internalError = new ApiError(
  { code: 'INTERNAL_ERROR', message: 'Internal error occurred.', id: 'x' },
  500,
  'stats',
);

describe('createApiWithDialog', () => {
  it('shows the waiting overlay, then the success overlay, and resolves with the result', async () => {
    const { modals, spies } = fakeModals();
    const { apiWithDialog } = createApiWithDialog({
      api: fakeApi(async () => ({ ok: 1 })),
      modals,
      i18n,
      navigator: {},
    });
    await expect(apiWithDialog('ping')).resolves.toEqual({ ok: 1 });
    expect(spies.waiting).toHaveBeenCalledTimes(1);
    expect(spies.success).toHaveBeenCalledTimes(1);
  });

  it('leaves out the waiting overlay and the success overlay when told to', async () => {
    const { modals, spies } = fakeModals();
    const { apiWithDialog } = createApiWithDialog({ api: fakeApi(async () => ({})), modals, i18n, navigator: {} });
    await apiWithDialog('ping', {}, { waiting: false, success: false });
    expect(spies.waiting).not.toHaveBeenCalled();
    expect(spies.success).not.toHaveBeenCalled();
  });

  it("waits for the kernel's later strings, where the error texts are, before it shows the error", async () => {
    const { modals, dialogs } = fakeModals();
    const order: string[] = [];
    const loading = {
      ...i18n,
      loadStrings: async (id: string) => void order.push(`load ${id}`),
      t: (key: string) => {
        order.push(`t ${key}`);
        return key;
      },
    } as unknown as I18n;
    const { apiWithDialog } = createApiWithDialog({
      api: fakeApi(() => Promise.reject(internalError)),
      modals,
      i18n: loading,
      navigator: {},
    });
    await expect(apiWithDialog('stats')).rejects.toBe(internalError);
    expect(order[0]).toBe('load kernel');
    expect(dialogs).toHaveLength(1);
  });

  it('shows the error with a copy action, copies the details when chosen, then rejects', async () => {
    const { modals, spies, dialogs } = fakeModals({ canceled: false, result: 'copy' });
    const writeText = vi.fn(async (_text: string) => {});
    const { apiWithDialog } = createApiWithDialog({
      api: fakeApi(() => Promise.reject(internalError)),
      modals,
      i18n,
      navigator: { clipboard: { writeText } },
    });
    await expect(apiWithDialog('stats')).rejects.toBe(internalError);
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({ type: 'error', title: 'kernel.internalError.title' });
    expect(dialogs[0]?.actions?.map((action) => action.value)).toEqual(['ok', 'copy']);
    expect(JSON.parse(writeText.mock.calls[0]?.[0] ?? '')).toMatchObject({ endpoint: 'stats' });
    expect(spies.toast).toHaveBeenCalledWith('kernel.copiedToClipboard');
    expect(spies.success).not.toHaveBeenCalled();
  });

  it('offers no copy action for an error without details, and copies nothing on OK', async () => {
    const { modals, dialogs } = fakeModals();
    const writeText = vi.fn(async () => {});
    const { apiWithDialog } = createApiWithDialog({
      api: fakeApi(() => Promise.reject(new ApiError({ code: 'NO_SUCH_NOTE', message: 'gone', id: 'g' }, 400, 'x'))),
      modals,
      i18n,
      navigator: { clipboard: { writeText } },
    });
    await expect(apiWithDialog('notes/show', { noteId: 'n' }, { waiting: false })).rejects.toBeInstanceOf(ApiError);
    expect(dialogs[0]?.actions).toBeUndefined();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copyToClipboard says it copied only when it did', async () => {
    const { modals, spies } = fakeModals();
    const refused = createApiWithDialog({
      api: fakeApi(async () => ({})),
      modals,
      i18n,
      navigator: { clipboard: { writeText: () => Promise.reject(new Error('denied')) } },
    });
    await refused.copyToClipboard('a');
    const missing = createApiWithDialog({ api: fakeApi(async () => ({})), modals, i18n, navigator: {} });
    await missing.copyToClipboard('a');
    expect(spies.toast).not.toHaveBeenCalled();
  });
});
