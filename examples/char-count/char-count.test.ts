import type { MenuItemContribution, TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { describe, expect, it, vi } from 'vitest';
import extension, { characterCount } from './index';

describe('the character-count example extension', () => {
  it('counts characters as people do', () => {
    expect(characterCount('hello')).toBe(5);
    expect(characterCount('👩‍👩‍👧 é')).toBe(3);
    expect(characterCount(null)).toBe(0);
  });

  it('says the count of the note its menu item was opened on', () => {
    const item = extension.contributes?.menu?.note?.[0] as Omit<MenuItemContribution<'note'>, 'slot'>;
    const dialog = vi.fn(async () => ({ canceled: false as const, result: undefined }));
    const host = {
      modals: { dialog },
      i18n: { t: (key: string, params?: Record<string, string>) => `${key} ${params?.count ?? ''}`.trim() },
    } as unknown as TesseraHost;
    item.run?.({ note: { text: 'twelve chars' } as entities.Note }, host);
    expect(dialog).toHaveBeenCalledWith({ title: 'char-count.title', text: 'char-count.result 12' });
  });
});
