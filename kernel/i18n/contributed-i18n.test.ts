import type { ContributionEntry, LocaleContribution, Readable } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { ContributedI18n, type ExtensionStringsSource } from './contributed-i18n';

const noContributions: Readable<readonly ContributionEntry<LocaleContribution>[]> = {
  get: () => [],
  subscribe: () => () => {},
};

/** An i18n in ja-JP whose first table has the drive's menu title, and whose drive strings load on demand. */
function driveI18n(
  load: ExtensionStringsSource['load'],
  loadLater: ExtensionStringsSource['loadLater'] = async () => ({ current: {}, fallback: {} }),
) {
  return new ContributedI18n(
    'ja-JP',
    { current: { 'drive.title': 'ドライブ' }, fallback: { 'drive.title': 'Drive' } },
    noContributions,
    ['en-US', 'ja-JP'],
    { withStrings: new Set(['drive']), load, loadLater },
  );
}

describe('strings that come beside an extension’s code', () => {
  it('has the first table at once and the rest after loadStrings, with en-US behind the language', async () => {
    const load = vi.fn(async () => ({
      current: { title: 'ドライブ', upload: 'アップロード' },
      fallback: { title: 'Drive', upload: 'Upload', cleaner: 'Cleaner' },
    }));
    const i18n = driveI18n(load);
    expect(i18n.t('drive.title')).toBe('ドライブ');
    expect(i18n.hasStrings('drive')).toBe(false);
    await i18n.loadStrings('drive');
    expect(i18n.hasStrings('drive')).toBe(true);
    expect(i18n.t('drive.upload')).toBe('アップロード');
    expect(i18n.t('drive.cleaner')).toBe('Cleaner');
    await i18n.loadStrings('drive');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches once however many ask at the same time', async () => {
    const load = vi.fn(async () => ({ current: {}, fallback: {} }));
    const i18n = driveI18n(load);
    await Promise.all([i18n.loadStrings('drive'), i18n.loadStrings('drive'), i18n.loadStrings('drive')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('needs nothing for an extension without strings of its own', async () => {
    const load = vi.fn(async () => ({ current: {}, fallback: {} }));
    const i18n = driveI18n(load);
    expect(i18n.hasStrings('clock-widgets')).toBe(true);
    await i18n.loadStrings('clock-widgets');
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches an extension’s strings when one of its keys is asked for before they came', async () => {
    const load = vi.fn(async () => ({ current: { upload: 'アップロード' }, fallback: { upload: 'Upload' } }));
    const i18n = driveI18n(load);
    expect(i18n.t('drive.upload')).toBe('drive.upload');
    await vi.waitFor(() => expect(i18n.hasStrings('drive')).toBe(true));
    expect(i18n.t('drive.upload')).toBe('アップロード');
  });

  it('shows keys rather than holding the page back when the strings cannot be fetched', async () => {
    const i18n = driveI18n(() => Promise.reject(new Error('offline')));
    await i18n.loadStrings('drive');
    expect(i18n.hasStrings('drive')).toBe(true);
    expect(i18n.t('drive.upload')).toBe('drive.upload');
  });

  it('fetches what later contributions show once, keys as namespaced as they come', async () => {
    const loadLater = vi.fn(async () => ({
      current: { 'drive.settings.title': 'ドライブ設定' },
      fallback: { 'drive.settings.title': 'Drive settings', 'drive.cleaner.title': 'Cleaner' },
    }));
    const i18n = driveI18n(async () => ({ current: {}, fallback: {} }), loadLater);
    await Promise.all([i18n.loadLaterStrings(), i18n.loadLaterStrings()]);
    expect(loadLater).toHaveBeenCalledTimes(1);
    expect(i18n.t('drive.settings.title')).toBe('ドライブ設定');
    expect(i18n.t('drive.cleaner.title')).toBe('Cleaner');
  });

  it('gives the strings of an extension that shows as the page settles with the later table, once that is coming', async () => {
    const load = vi.fn(async () => ({ current: { upload: 'アップロード' }, fallback: { upload: 'Upload' } }));
    const loadLater = vi.fn(async () => ({
      current: { 'drive.upload': 'アップロード' },
      fallback: { 'drive.upload': 'Upload', 'drive.settings.title': 'Drive settings' },
    }));
    const i18n = new ContributedI18n('ja-JP', { current: {}, fallback: {} }, noContributions, ['en-US', 'ja-JP'], {
      withStrings: new Set(['drive']),
      inLater: new Set(['drive']),
      load,
      loadLater,
    });
    const later = i18n.loadLaterStrings();
    expect(i18n.hasStrings('drive')).toBe(false);
    await i18n.loadStrings('drive');
    await later;
    expect(load).not.toHaveBeenCalled();
    expect(loadLater).toHaveBeenCalledTimes(1);
    expect(i18n.hasStrings('drive')).toBe(true);
    expect(i18n.t('drive.upload')).toBe('アップロード');
  });

  it('takes the first table when it comes after the start, fetching nothing for keys asked meanwhile', async () => {
    const load = vi.fn(async () => ({ current: {}, fallback: {} }));
    const i18n = new ContributedI18n('ja-JP', { current: {}, fallback: {} }, noContributions, ['ja-JP'], {
      withStrings: new Set(['drive']),
      load,
      loadLater: async () => ({ current: {}, fallback: {} }),
    });
    let arrive: (table: { current: Record<string, string>; fallback: Record<string, string> }) => void = () => {};
    const came = i18n.awaitFirstTable(new Promise((resolve) => (arrive = resolve)));
    expect(i18n.t('drive.title')).toBe('drive.title');
    expect(load).not.toHaveBeenCalled();
    arrive({ current: { 'drive.title': 'ドライブ' }, fallback: { 'drive.title': 'Drive' } });
    await came;
    expect(i18n.t('drive.title')).toBe('ドライブ');
  });

  it('fetches the later table for a key its extension’s own file leaves to it (a settings row’s label)', async () => {
    const load = vi.fn(async () => ({ current: { upload: 'アップロード' }, fallback: { upload: 'Upload' } }));
    const loadLater = vi.fn(async () => ({ current: { 'drive.prefs.keep': '保存する' }, fallback: {} }));
    const i18n = driveI18n(load, loadLater);
    await i18n.loadStrings('drive');
    expect(i18n.t('drive.prefs.keep')).toBe('drive.prefs.keep');
    await i18n.loadLaterStrings();
    expect(loadLater).toHaveBeenCalledTimes(1);
    expect(i18n.t('drive.prefs.keep')).toBe('保存する');
  });

  it('fetches such strings on their own before the later table is asked for, or when it cannot be fetched', async () => {
    const load = vi.fn(async () => ({ current: { upload: 'アップロード' }, fallback: { upload: 'Upload' } }));
    const source = (loadLater: ExtensionStringsSource['loadLater']) =>
      new ContributedI18n('ja-JP', { current: {}, fallback: {} }, noContributions, ['en-US', 'ja-JP'], {
        withStrings: new Set(['drive']),
        inLater: new Set(['drive']),
        load,
        loadLater,
      });
    // A page of the extension's own, opened first.
    const early = source(async () => ({ current: {}, fallback: {} }));
    await early.loadStrings('drive');
    expect(load).toHaveBeenCalledTimes(1);
    expect(early.t('drive.upload')).toBe('アップロード');
    // The later table could not be fetched.
    const failed = source(() => Promise.reject(new Error('offline')));
    void failed.loadLaterStrings();
    await failed.loadStrings('drive');
    expect(load).toHaveBeenCalledTimes(2);
    expect(failed.t('drive.upload')).toBe('アップロード');
  });
});
