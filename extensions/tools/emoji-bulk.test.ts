import { describe, expect, it } from 'vitest';
import { bulkRequest } from './emoji-bulk';

describe('the emoji bulk tools', () => {
  it('send each action to its endpoint, an empty category or license as none and aliases split on spaces', () => {
    expect(bulkRequest('category', ['a', 'b'], '  Food ')).toEqual({
      endpoint: 'admin/emoji/set-category-bulk',
      params: { ids: ['a', 'b'], category: 'Food' },
    });
    expect(bulkRequest('category', ['a'], ' ').params).toEqual({ ids: ['a'], category: null });
    expect(bulkRequest('license', ['a'], '').params).toEqual({ ids: ['a'], license: null });
    expect(bulkRequest('addAliases', ['a'], ' x  y ')).toEqual({
      endpoint: 'admin/emoji/add-aliases-bulk',
      params: { ids: ['a'], aliases: ['x', 'y'] },
    });
    expect(bulkRequest('removeAliases', ['a'], 'x').endpoint).toBe('admin/emoji/remove-aliases-bulk');
    expect(bulkRequest('setAliases', ['a'], '').params).toEqual({ ids: ['a'], aliases: [] });
  });
});
