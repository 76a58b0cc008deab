import { describe, expect, it } from 'vitest';
import { LEGACY_WIDGETS_KEY, takeLegacyWidgets } from './placed-widgets';

/** A storage double holding what an earlier build wrote. */
function storage(value: string | null) {
  const items = new Map<string, string>(value === null ? [] : [[LEGACY_WIDGETS_KEY, value]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('the widget layout an earlier build kept on the device', () => {
  it('moves into the widgets preference once, in the right column, settings as data', () => {
    const device = storage(JSON.stringify([{ id: 'memo-1', name: 'memo', settings: { text: 'hi' } }, { bad: true }]));
    expect(takeLegacyWidgets(device)).toEqual([{ id: 'memo-1', name: 'memo', place: 'right', data: { text: 'hi' } }]);
    expect(device.items.size).toBe(0);
    expect(takeLegacyWidgets(device)).toBeNull();
  });

  it('gives nothing for an unreadable layout', () => {
    expect(takeLegacyWidgets(storage('{not json'))).toBeNull();
  });
});
