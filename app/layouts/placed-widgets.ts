import type { WidgetPlacement } from '@tessera/sdk';

/** Where earlier builds kept the widget column on the device, before the `widgets` preference held it. */
export const LEGACY_WIDGETS_KEY = 'tessera:widgets';

/**
 * The widgets an earlier build kept in the device's storage, as preference placements (each in
 * the right column), or null when there are none; the storage key is then removed.
 */
export function takeLegacyWidgets(storage: Pick<Storage, 'getItem' | 'removeItem'>): WidgetPlacement[] | null {
  const raw = storage.getItem(LEGACY_WIDGETS_KEY);
  if (raw === null) return null;
  storage.removeItem(LEGACY_WIDGETS_KEY);
  try {
    const list = JSON.parse(raw) as unknown;
    if (!Array.isArray(list)) return null;
    return list
      .filter(
        (v): v is { id: string; name: string; settings?: Record<string, unknown> } =>
          typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.name === 'string',
      )
      .map((v) => ({ id: v.id, name: v.name, place: 'right', data: v.settings ?? {} }));
  } catch {
    return null;
  }
}
